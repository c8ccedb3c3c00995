"""The pages a room serves over plain HTTP: the projector's live table (public information
only, self-contained: the card faces are the project's own drawings, inlined) and a line of
text for a link meant for a notebook."""

from __future__ import annotations

import json
from functools import cache
from html import escape

from ..cards import full_deck
from ..catalogue import term, terms
from ..drawing import card_back_svg, card_svg
from ..text import html_lang
from .race_page import race_panel

WATCH_TERMS = ("room.page_title", "room.turn", "room.last_moves", "room.connected", "room.away",
               "room.bot", "room.offline", "room.winner", "room.drawn", "player",
               "game.monte", "game.lixeira", "game.no_vira", "game.empty", "game.cards.one",
               "game.cards.many", "game.points.one", "game.points.many")

STYLE = """
body{margin:0;font:22px/1.35 system-ui,sans-serif;background:#0b5d33;color:#fff}
main{padding:1.2rem 2rem}h1{font-size:2.4rem;margin:.2rem 0 1rem}
#status{font-size:2rem;font-weight:600;background:#073d22;padding:.4rem 1rem;border-radius:.5rem}
#centre{display:flex;gap:2.5rem;align-items:flex-end;margin:1.2rem 0}
.pile{text-align:center}.pile svg{width:110px;height:auto}
#seats{display:flex;flex-wrap:wrap;gap:1rem}
.seat{background:#0a4a29;border:4px solid transparent;border-radius:.6rem;padding:.5rem 1rem;
min-width:12rem}.seat.turn{border-color:#ffd54a}.seat .who{font-size:1.4rem;font-weight:700}
.seat svg{width:48px;height:auto;margin-right:2px}.small{opacity:.8;font-size:1rem}
#last{margin-top:1rem}#last li{font-size:1.3rem}#offline{color:#ffd54a}#result{font-size:2rem}
"""

INFO_STYLE = "body{font:20px system-ui,sans-serif;margin:2rem}"

SCRIPT = """
const T = JSON.parse(document.getElementById('terms').textContent);
const FACES = JSON.parse(document.getElementById('faces').textContent);
const $ = (id) => document.getElementById(id);
const fill = (text, fields) => text.replace(/\\{(\\w+)\\}/g, (m, k) => fields[k] ?? m);
const counted = (key, n) => fill(T[key + (n === 1 ? '.one' : '.many')], {n});
const face = (code) => FACES[code] || '';
function draw(s) {
  const t = s.table;
  $('status').textContent = t.status;
  $('vira').innerHTML = t.vira ? face(t.vira) : T['game.no_vira'];
  $('monte').innerHTML = FACES.back + '<div>' + t.stock_size + '</div>';
  const top = t.lixeira.length ? t.lixeira[t.lixeira.length - 1] : null;
  $('lixeira').innerHTML = top ? face(top) : T['game.empty'];
  const seats = $('seats'); seats.replaceChildren();
  for (const seat of t.seats) {
    const box = document.createElement('div');
    box.className = 'seat' + (seat === t.turn && !t.over ? ' turn' : '');
    const bot = t.bots[String(seat)];
    const where = bot ? fill(T['room.bot'], {level: bot})
      : (t.connected.includes(seat) ? T['room.connected'] : T['room.away']);
    let html = '<div class="who">' + fill(T['player'], {seat}) + '</div>'
      + '<div>' + counted('game.cards', t.hand_sizes[String(seat)] || 0) + '</div>';
    if (t.points) html += '<div>' + counted('game.points', t.points[String(seat)]) + '</div>';
    html += '<div class="small">' + where + '</div>';
    if (t.revealed && t.revealed[String(seat)]) html += '<div>'
      + t.revealed[String(seat)].map(face).join('') + '</div>';
    box.innerHTML = html; seats.append(box);
  }
  let result = '';
  if (t.result) result = t.result.winner === null ? T['room.drawn']
    : fill(T['room.winner'], {seat: t.result.winner});
  $('result').textContent = result;
  const last = $('last'); last.replaceChildren();
  for (const m of t.last.slice().reverse()) {
    const li = document.createElement('li'); li.textContent = m.text; last.append(li);
  }
}
function connect() {
  const ws = new WebSocket(location.href.replace(/^http/, 'ws'));
  ws.onopen = () => { $('offline').hidden = true; };
  ws.onmessage = (e) => {
    const f = JSON.parse(e.data);
    if (f.type === 'state') draw(f); else if (f.type === 'race') window.cachetaRace(f);
  };
  ws.onclose = () => { $('offline').hidden = false; setTimeout(connect, 1000); };
}
connect();
"""


@cache
def faces() -> str:
    """Every card face (and the back) as the project draws them, as JSON for the page."""
    drawn = {c.code: card_svg(c, size="lg") for c in sorted(set(full_deck(True)))}
    drawn["back"] = card_back_svg(size="lg")
    return _script_json(drawn)


def _script_json(data: object) -> str:
    """JSON safe inside a ``<script>`` element."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


def watch_page(lang: str) -> str:
    """The projector's page: the public table, live through a WebSocket to its own URL."""
    title = escape(term("room.page_title", lang))
    return (
        f'<!doctype html><html lang="{html_lang(lang)}"><head>'
        f'<meta charset="utf-8"><meta name="viewport" content="width=device-width">'
        f"<title>{title}</title><style>{STYLE}</style></head><body><main>"
        f"<h1>{title}</h1><div id=\"status\">…</div>"
        f'<p id="offline" hidden>{escape(term("room.offline", lang))}</p>'
        f'<div id="centre"><div class="pile"><div>Vira</div><div id="vira"></div></div>'
        f'<div class="pile"><div>{escape(term("game.monte", lang))}</div>'
        f'<div id="monte"></div></div>'
        f'<div class="pile"><div>{escape(term("game.lixeira", lang))}</div>'
        f'<div id="lixeira"></div></div><div id="result"></div></div>'
        f'<div id="seats"></div><h2>{escape(term("room.last_moves", lang))}</h2>'
        f'<ol id="last"></ol></main>'
        f'<script type="application/json" id="terms">'
        f"{_script_json(terms(list(WATCH_TERMS), lang))}</script>"
        f'<script type="application/json" id="faces">{faces()}</script>'
        f"{race_panel(lang)}<script>{SCRIPT}</script></body></html>")


def info_page(text: str, lang: str) -> str:
    """A page with one paragraph (a link meant for a notebook or ``room play``)."""
    title = escape(term("room.page_title", lang))
    return (f'<!doctype html><html lang="{html_lang(lang)}"><head>'
            f'<meta charset="utf-8"><title>{title}</title><style>{INFO_STYLE}</style></head>'
            f"<body><h1>{title}</h1><p>{escape(text)}</p>"
            f"</body></html>")
