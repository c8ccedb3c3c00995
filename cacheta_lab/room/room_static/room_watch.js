// A room's projector page: the public table, live through a WebSocket to its own link
// (docs/room.md, "The projector"). Public information only: what the state frame carries.
(() => {
  const read = (id) => JSON.parse(document.getElementById(id).textContent);
  const T = read('terms');
  const FACES = read('faces');
  const CARDS = read('cards'); // code -> [place in the shown order, short name]
  const $ = (id) => document.getElementById(id);
  const fill = (text, fields) => text.replace(/\{(\w+)\}/g, (m, k) => (k in fields ? fields[k] : m));
  const counted = (key, n) => fill(T[key + (n === 1 ? '.one' : '.many')], { n });
  const upper = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  const sorted = (codes) => codes.slice().sort((a, b) => (CARDS[a] || [99])[0] - (CARDS[b] || [99])[0]);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };

  function face(code, box, empty) {
    box.innerHTML = code ? (FACES[code] || '') : '<span class="none">' + T[empty] + '</span>';
  }

  function hand(codes) {
    const box = el('div', 'hand');
    box.style.setProperty('--cards', Math.max(codes.length, 9));
    const order = sorted(codes);
    box.innerHTML = order.map((c) => FACES[c] || '').join('');
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', order.map((c) => (CARDS[c] || [0, c])[1]).join(' '));
    box.dataset.cards = order.join(' ');
    return box;
  }

  function seatBox(t, seat) {
    const key = String(seat);
    const bot = t.bots[key];
    const here = Boolean(bot) || t.connected.includes(seat);
    const won = Boolean(t.result && t.result.winner === seat);
    const turn = !t.over && !t.round_end && t.turn === seat;
    const li = el('li', 'seat' + (turn ? ' turn' : '') + (here ? '' : ' away')
      + (won ? ' winner' : ''));
    li.dataset.seat = key;
    const who = el('div', 'who');
    who.append(el('b', '', upper(fill(T.player, { seat }))));
    if (turn) who.append(el('span', 'tag', T['room.turn']));
    if (won) who.append(el('span', 'tag', '★ ' + T['room.won']));
    const facts = [counted('game.cards', t.hand_sizes[key] || 0),
      bot ? fill(T['room.bot'], { level: T['level.' + bot] || bot })
        : (here ? T['room.connected'] : T['room.away'])];
    if (t.points) facts.push(counted('game.points', t.points[key] || 0));
    li.append(who, el('div', 'facts', facts.join(' · ')));
    const cards = t.revealed ? t.revealed[key] : (won ? t.result.shown : null);
    if (cards && cards.length) li.append(hand(cards));
    return li;
  }

  function status(t) {
    if (t.result && (t.over || t.round_end)) {
      const r = t.result;
      const who = r.winner === null ? T['room.drawn']
        : fill(T['room.winner'], { seat: r.winner }) + ' — ' + (T['end.' + r.how] || r.how);
      return t.round_end ? who + ' · ' + upper(t.status) : who;
    }
    return upper(t.status);
  }

  function draw(frame) {
    const t = frame.table;
    const words = [t.preset];
    if (t.match) {
      const n = t.match.round + (t.round_end || t.match.over ? 0 : 1);
      words.push(fill(T['room_class.round_of_match'], { n }));
    }
    $('about').textContent = words.join(' · ');
    $('badge').textContent = t.over ? T['room_class.finished'] : t.revealed
      ? T['room_class.hands_open'] : (t.paused ? T['room_class.paused'] : '');
    $('status').textContent = status(t);
    face(t.vira, $('vira'), 'game.no_vira');
    face(t.lixeira.length ? t.lixeira[t.lixeira.length - 1] : null, $('top'), 'game.empty');
    $('stock').textContent = t.stock_size;
    $('monte').setAttribute('aria-label', T['game.monte'] + ': ' + counted('game.cards', t.stock_size));
    const wild = sorted([...new Set(t.curingas)]).map((c) => (CARDS[c] || [0, c])[1]);
    $('wild').textContent = wild.length ? fill(T['room.curingas'], { cards: wild.join(', ') }) : '';
    const seats = $('seats');
    const n = t.seats.length;
    const cols = n <= 2 ? n : (n <= 4 ? 2 : (n <= 9 ? 3 : 4));
    const rows = Math.ceil(n / cols);
    seats.style.setProperty('--cols', cols);
    seats.style.setProperty('--rows', rows);
    seats.style.setProperty('--seat-font', rows <= 2 ? '3vh' : (rows === 3 ? '2.7vh' : '2.1vh'));
    seats.replaceChildren(...t.seats.map((seat) => seatBox(t, seat)));
    const last = $('last');
    last.replaceChildren(...t.last.slice().reverse().map((m) => {
      const li = el('li', m.move && ['bater', 'furar'].includes(m.move.type) ? 'notable' : '');
      li.append(el('span', 'n', m.n + '.'), document.createTextNode(' ' + m.text));
      li.dataset.n = m.n;
      return li;
    }));
    document.body.dataset.seq = frame.seq;
    document.body.dataset.game = frame.game;
  }

  function connect() {
    const ws = new WebSocket(location.href.replace(/^http/, 'ws'));
    ws.onopen = () => { $('offline').hidden = true; };
    ws.onmessage = (event) => {
      const frame = JSON.parse(event.data);
      if (frame.type === 'state') draw(frame);
      else if (frame.type === 'race') window.cachetaRace(frame);
    };
    ws.onclose = () => { $('offline').hidden = false; setTimeout(connect, 1000); };
  }
  connect();
})();
