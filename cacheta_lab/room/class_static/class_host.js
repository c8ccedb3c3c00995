// The teacher's page of a class: live through a WebSocket to its own link (docs/room.md,
// "A class"); every button sends a host frame, to every table or to one.
(() => {
  const T = JSON.parse(document.getElementById('terms').textContent);
  const $ = (id) => document.getElementById(id);
  const fill = (text, fields) => text.replace(/\{(\w+)\}/g, (m, k) => (k in fields ? fields[k] : m));
  let ws = null;
  let ids = 0;
  let tables = [];
  let dealing = [];  // the tables the dialog's "deal" buttons act on

  function note(text, bad) {
    $('note').textContent = text;
    $('note').classList.toggle('bad', Boolean(bad));
  }

  function send(action, extra) {
    if (!ws || ws.readyState !== WebSocket.OPEN) { note(T['room.offline'], true); return; }
    ws.send(JSON.stringify({ type: 'host', action, id: ++ids, ...extra }));
  }

  function seatState(t, seat) {
    const level = t.bots[String(seat)];
    let text = level ? fill(T['room.bot'], { level: T['level.' + level] || level })
      : (t.connected.includes(seat) ? T['room.connected'] : T['room.away']);
    if (!t.over && t.turn === seat) text += ' · ' + T['room_class.to_play'];
    return text;
  }

  function tableState(t) {
    // its state in a word, then who won (and how) or whose turn it is
    const parts = [];
    if (t.over && t.result) {
      parts.push(t.result.winner === null ? T['room.drawn']
        : fill(T['room.winner'], { seat: t.result.winner }) + ' · ' + (T['end.' + t.result.how] || t.result.how));
    } else if (!t.over) {
      parts.push(fill(T[t.phase === 'draw' ? 'room.status_draw' : 'room.status_discard'], { seat: t.turn }));
    }
    if (t.revealed) parts.push(T['room_class.hands_open']);
    if (t.match && !t.match.over) parts.push(fill(T['room_class.round_of_match'], { n: t.match.round + 1 }));
    const word = t.over ? T['room_class.finished'] : (t.paused ? T['room_class.paused'] : T['room_class.playing']);
    return [word, ...parts].join(' — ');
  }

  function draw(frame) {
    tables = frame.tables;
    for (const t of tables) {
      const row = document.querySelector('.overview tr[data-table="' + t.number + '"]');
      const box = document.querySelector('.tbl[data-table="' + t.number + '"]');
      if (!box || !row) continue;
      const taken = t.seats.filter((s) => t.connected.includes(s) || t.bots[String(s)]).length;
      row.querySelector('[data-field=status]').textContent = tableState(t);
      row.querySelector('[data-field=taken]').textContent = fill(T['room_class.taken_of'], { n: taken, total: t.seats.length });
      row.classList.toggle('paused', t.paused && !t.over);
      row.classList.toggle('over', t.over);
      box.classList.toggle('paused', t.paused && !t.over);
      box.classList.toggle('over', t.over);
      box.querySelector('[data-field=status]').textContent = tableState(t);
      for (const seatRow of box.querySelectorAll('tr[data-seat]')) {
        const seat = Number(seatRow.dataset.seat);
        seatRow.querySelector('[data-field=state]').textContent = seatState(t, seat);
        seatRow.classList.toggle('turn', !t.over && t.turn === seat);
        seatRow.classList.toggle('bot', Boolean(t.bots[String(seat)]));
      }
      const toggle = box.querySelector('[data-act=toggle]');
      toggle.textContent = fill(T[t.paused ? 'room_class.resume_table' : 'room_class.pause_table'], { n: t.number });
      toggle.dataset.paused = t.paused ? '1' : '0';
    }
  }

  function ask(scope) {
    // the tables of `scope` still playing: deal there only once the teacher says so
    const playing = tables.filter((t) => scope.includes(t.number) && !t.over).map((t) => t.number);
    if (!playing.length) { send('next', { tables: scope }); return; }
    dealing = scope;
    $('confirm-text').textContent = fill(T['room_class.confirm_text'], {
      tables: playing.map((n) => fill(T['room_class.table'], { n })).join(', ') });
    $('deal-finished').hidden = scope.length === 1;
    $('confirm').showModal();
    $('deal-all').focus();
  }

  $('pause-all').addEventListener('click', () => send('pause'));
  $('resume-all').addEventListener('click', () => send('resume'));
  $('next-all').addEventListener('click', () => ask(tables.map((t) => t.number)));
  $('print').addEventListener('click', () => window.print());
  for (const radio of document.querySelectorAll('input[name=print-as]')) {
    radio.addEventListener('change', () => { document.body.className = 'print-' + radio.value; });
  }
  document.body.className = 'print-pages';
  $('deal-all').addEventListener('click', () => { $('confirm').close(); send('next', { tables: dealing, force: true }); });
  $('deal-finished').addEventListener('click', () => {
    $('confirm').close();
    const done = tables.filter((t) => dealing.includes(t.number) && t.over).map((t) => t.number);
    if (done.length) send('next', { tables: done }); else note(T['room_class.none_finished'], true);
  });
  $('cancel').addEventListener('click', () => $('confirm').close());
  document.querySelector('main').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-act]');
    if (!button) return;
    const n = Number(button.dataset.table);
    if (button.dataset.act === 'toggle') send(button.dataset.paused === '1' ? 'resume' : 'pause', { tables: [n] });
    else ask([n]);
  });

  function connect() {
    ws = new WebSocket(location.href.replace(/^http/, 'ws'));
    ws.onopen = () => { $('live').textContent = T['room_class.live']; $('live').classList.remove('off'); };
    ws.onmessage = (event) => {
      const frame = JSON.parse(event.data);
      if (frame.type === 'class') { draw(frame); document.body.dataset.seq = frame.seq; }
      else if (frame.type === 'ok') note(T['room_class.done'], false);
      else if (frame.type === 'error') note(frame.message, true);
      if (frame.id !== undefined) document.body.dataset.answered = frame.id;
    };
    ws.onclose = () => {
      $('live').textContent = T['room.offline'];
      $('live').classList.add('off');
      setTimeout(connect, 1000);
    };
  }
  connect();
})();
