// The class's projector page: every table at a glance, live through a WebSocket to its own
// link (docs/room.md, "A class"). Public information only: what the class frame carries.
(() => {
  const T = JSON.parse(document.getElementById('terms').textContent);
  const FACES = JSON.parse(document.getElementById('faces').textContent);
  const $ = (id) => document.getElementById(id);
  const fill = (text, fields) => text.replace(/\{(\w+)\}/g, (m, k) => (k in fields ? fields[k] : m));
  const counted = (key, n) => fill(T[key + (n === 1 ? '.one' : '.many')], { n });
  const grid = $('grid');

  function layout() {
    // the columns and rows that give each table the largest box of about 5:4
    const n = grid.children.length;
    const width = grid.clientWidth;
    const height = grid.clientHeight;
    let best = [n, 1];
    let score = 0;
    for (let cols = 1; cols <= n; cols++) {
      const rows = Math.ceil(n / cols);
      const s = Math.min(width / cols / 1.25, height / rows);
      if (s > score) { score = s; best = [cols, rows]; }
    }
    grid.style.setProperty('--cols', best[0]);
    grid.style.setProperty('--rows', best[1]);
  }

  function seatChip(t, seat) {
    const li = document.createElement('li');
    const bot = t.bots[String(seat)];
    const here = Boolean(bot) || t.connected.includes(seat);
    const won = t.over && t.result && t.result.winner === seat;
    li.className = 'seat' + (!t.over && t.turn === seat ? ' turn' : '') + (here ? '' : ' away')
      + (bot ? ' bot' : '') + (won ? ' winner' : '');
    const cards = t.hand_sizes[String(seat)] || 0;
    const who = bot ? fill(T['room.bot'], { level: T['level.' + bot] || bot })
      : (here ? T['room.connected'] : T['room.away']);
    const words = [fill(T['player'], { seat }), counted('game.cards', cards), who];
    if (!t.over && t.turn === seat) words.push(T['room_class.to_play']);
    if (won) words.push(fill(T['room.winner'], { seat }));
    li.setAttribute('aria-label', words.join(', '));
    li.innerHTML = '<b>' + seat + '</b>' + cards;
    return li;
  }

  const SUITS = { c: '♣', d: '♦', h: '♥', s: '♠' };
  const shortName = (code) => (code === 'JK' ? 'JK' : code.slice(0, -1) + SUITS[code.slice(-1)]);

  function face(code, box, empty) {
    box.innerHTML = code ? (FACES[code] || '') : '<span class="none">' + T[empty] + '</span>';
  }

  function draw(frame) {
    for (const t of frame.tables) {
      const box = grid.querySelector('.tbl[data-table="' + t.number + '"]');
      if (!box) continue;
      box.classList.toggle('paused', t.paused && !t.over);
      box.classList.toggle('over', t.over);
      let badge = '';
      if (t.over) badge = T['room_class.finished'];
      else if (t.revealed) badge = T['room_class.hands_open'];
      else if (t.paused) badge = T['room_class.paused'];
      box.querySelector('.badge').textContent = badge;
      let status = t.status;
      if (t.over && t.result) {
        status = t.result.winner === null ? T['room.drawn']
          : fill(T['room.winner'], { seat: t.result.winner }) + ' (' + (T['end.' + t.result.how] || t.result.how) + ')';
      }
      if (t.match && !t.match.over) status += ' · ' + fill(T['room_class.round'], { n: t.match.round + 1 });
      box.querySelector('.status').textContent = status;
      face(t.vira, box.querySelector('[data-field=vira]'), 'game.no_vira');
      face(t.top, box.querySelector('[data-field=top]'), 'game.empty');
      const wild = t.curingas.filter((c) => c !== 'JK').map(shortName);
      box.querySelector('[data-field=curinga]').textContent = wild.length
        ? T['curinga'] + ' ' + wild.join(' ') : '';
      box.querySelector('[data-field=stock]').textContent = t.stock_size;
      const shown = box.querySelector('.shown');
      const won = Boolean(t.over && t.result && t.result.shown.length);
      shown.hidden = !won;
      box.querySelector('.piles').hidden = won;
      shown.style.setProperty('--cards', won ? t.result.shown.length : 1);
      shown.innerHTML = won ? t.result.shown.map((c) => FACES[c] || '').join('') : '';
      const seats = box.querySelector('.seats');
      seats.style.setProperty('--seats', t.seats.length);
      seats.replaceChildren(...t.seats.map((seat) => seatChip(t, seat)));
      box.querySelector('.last').textContent = t.last || '';
      box.dataset.game = t.game;
      box.dataset.seq = t.seq;
    }
    document.body.dataset.seq = frame.seq;
  }

  function connect() {
    const ws = new WebSocket(location.href.replace(/^http/, 'ws'));
    ws.onopen = () => { $('offline').hidden = true; };
    ws.onmessage = (event) => {
      const frame = JSON.parse(event.data);
      if (frame.type === 'class') draw(frame);
      else if (frame.type === 'race') window.cachetaRace(frame);
    };
    ws.onclose = () => { $('offline').hidden = false; setTimeout(connect, 1000); };
  }
  layout();
  window.addEventListener('resize', layout);
  connect();
})();
