// A race of puzzles on a projector page: the puzzle while it is answered (its position, the
// time left, how many answered), then the counts per option, the answer and why, and the
// standings. window.cachetaRace(frame) is called by the page for every "race" frame.
(function () {
  const T = JSON.parse(document.getElementById('race-terms').textContent);
  const FACES = JSON.parse(document.getElementById('faces').textContent);
  const box = document.getElementById('race');
  const el = (sel) => box.querySelector(sel);
  const fill = (text, fields) => text.replace(/\{(\w+)\}/g, (m, k) => fields[k] ?? m);
  const face = (code) => FACES[code] || '';
  let deadline = null, timer = null, closed = null;

  function tick() {
    const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    el('.rc-left').hidden = left === null;
    if (left !== null) el('.rc-left').textContent = fill(T['room_race.left'], {n: left});
  }

  function item(parent, text, cls) {
    const li = document.createElement('li');
    if (cls) li.className = cls;
    li.textContent = text;
    parent.append(li);
    return li;
  }

  function draw(f) {
    const key = f.race + '/' + f.phase;
    if ((f.phase === 'over' || f.phase === 'stopped') && closed === key) return;
    box.hidden = false;
    box.dataset.phase = f.phase;
    box.dataset.number = f.number;
    el('.rc-status').textContent = f.status;
    el('.rc-count').textContent = fill(T['room_race.answered'], {n: f.answered, of: f.racers})
      + ' · ' + T['room_race.bots_note'];
    deadline = f.left === null ? null : Date.now() + f.left * 1000;
    tick();
    const p = f.puzzle, pos = p.position;
    el('.rc-prompt').textContent = p.prompt;
    el('.rc-vira').innerHTML = pos.vira ? face(pos.vira) : '';
    const top = pos.lixeira.length ? pos.lixeira[pos.lixeira.length - 1] : null;
    el('.rc-top').innerHTML = top ? face(top) : '';
    el('.rc-monte').innerHTML = face('back') + '<div>' + pos.stock_size + '</div>';
    el('.rc-hand').innerHTML = pos.hand.map(face).join('');
    const options = el('.rc-options'), reveal = f.reveal;
    options.replaceChildren();
    el('.rc-reveal').hidden = !reveal;
    if (reveal) {
      const most = Math.max(1, ...reveal.options.map((o) => o.count), reveal.other);
      const rows = reveal.options.filter((o) => o.count > 0 || o.right);
      if (reveal.other) rows.push({words: T['room_race.other'], count: reveal.other, right: false});
      for (const o of rows) {
        const li = item(options, '', o.right ? 'rc-right' : '');
        const words = document.createElement('span');
        words.textContent = (o.right ? '✓ ' : '') + o.words;
        const bar = document.createElement('div');
        bar.className = 'rc-bar';
        bar.style.width = (100 * o.count / most) + '%';
        const n = document.createElement('span');
        n.textContent = o.count;
        li.append(words, bar, n);
      }
      el('.rc-answer').textContent = fill(T['room_race.answer_is'], {move: reveal.words});
      el('.rc-why').textContent = reveal.why[0];
      el('.rc-why2').textContent = reveal.why[1];
      el('.rc-next').textContent = f.phase !== 'reveal' ? ''
        : f.pause ? fill(T['room_race.next_auto'], {n: f.pause}) : T['room_race.next_teacher'];
    }
    const standings = el('.rc-standings');
    standings.replaceChildren();
    for (const row of f.standings.slice(0, 10)) {
      item(standings, row.name + ' — ' + fill(T['room_race.points'],
        {n: row.points, s: Math.round(row.seconds)}));
    }
  }

  el('.rc-close').addEventListener('click', () => {
    closed = box.dataset.phase === 'over' || box.dataset.phase === 'stopped'
      ? document.body.dataset.race : null;
    box.hidden = true;
  });
  window.cachetaRace = (frame) => {
    document.body.dataset.race = frame.race + '/' + frame.phase;
    draw(frame);
    if (timer === null) timer = setInterval(tick, 250);
  };
})();
