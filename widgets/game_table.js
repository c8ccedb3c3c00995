// The game table's front end: it draws the `view` that Python computes and sends intents back
// as messages ({type, seq, ...}): step, tick, auto, speed, new_round, draw, discard, bater,
// furar, na_boa, correr. It knows no rule of the game: which of the learner's moves are
// possible now, and which claims would fail (with what they would cost), comes in the view; a
// claim the engine knows would fail is asked about first. Whether hands are open is the
// teacher's setting, made in Python: the page only shows it. Auto-play is a timer here: while
// `view.auto` is on it asks for one move ("tick") every 1/speed seconds, and only once the
// previous answer came back.
//
// The table is drawn again on every move; the keyboard focus stays on the same control (found
// again by its `data-key`, a hand card by its code). A screen reader hears what Python sums up
// in `view.announce` (once each, never the same words twice in a row), a refused move (each
// time it is refused) and the learner's false bati; not every move.

import { h, LearnerView, activeKey, restoreFocus, focusFirst, roving, mount } from "./shared.js";

const P = "ctl-g-"; // every class of the game table starts with this prefix

/** Fill "{card}" in a text of the catalogue. */
function fill(text, card) {
  return String(text).replace("{card}", card);
}

let asks = 0; // questions asked in this page, for ids unique in the page
const MIN_FIT = 0.6; // the projector's table is never drawn smaller than this to fit
const FIT_MARGIN = 8; // px left free under the projector's table

/** The box the notebook scrolls the table in (its visible height is the projector's room). */
function scroller(root) {
  return root.closest(".jp-WindowedPanel-outer, .jp-Notebook, .jp-LinkedOutputView");
}

/** "Title. Line one. Line two.": a notice said as sentences. */
function sentences(title, lines) {
  const head = /[.!?:]$/.test(title) ? title : title + ".";
  return [head, ...lines].join(" ");
}

export class GameTableView extends LearnerView {
  constructor(model, el) {
    super(model, el, P + "root", P);
    this.timer = null;
    this.said = undefined; // the id of the last announcement
    this.alerted = null; // what the assertive region last said
    this.asking = null; // a claim the engine knows would fail, waiting for the learner's yes
    this.focusNext = null; // a control to focus after the next draw
    this.body = h("div", { class: P + "body" });
    this.polite = h("div", { class: "cacheta-sr", "aria-live": "polite" });
    this.assertive = h("div", { class: "cacheta-sr", "aria-live": "assertive", role: "alert" });
    this.root.append(this.body, this.polite, this.assertive);
    this.onCustom = (msg) => this.custom(msg);
    model.on("msg:custom", this.onCustom);
    this.resized = typeof ResizeObserver === "function"
      ? new ResizeObserver(() => this.fit()) : null;
    this.watched = null;
  }

  /** Python's own messages: a file to download (a room's game log). */
  custom(msg) {
    if (!msg || msg.type !== "download") return;
    const url = URL.createObjectURL(new Blob([msg.text], { type: "application/json" }));
    const link = h("a", { href: url, download: msg.name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  destroy() {
    this.stopTimer();
    if (this.resized) this.resized.disconnect();
    this.model.off("msg:custom", this.onCustom);
    super.destroy();
  }

  stopTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** While auto-play is on, one "step" after 1/speed seconds, once the last answer is in. */
  schedule(view) {
    this.stopTimer();
    if (!view.auto || !view.can_step || !this.answered(view)) return;
    const ms = Math.max(50, 1000 / (view.speed || 1));
    this.timer = setTimeout(() => { this.timer = null; this.send("tick"); }, ms);
  }

  draw() {
    const view = this.model.get("view") || {};
    if (!view.text) return;
    const t = view.text;
    this.view = view;
    const l = view.learner;
    this.checkMode(l);
    if (this.asking && !this.stillAsks(l)) this.asking = null;
    this.root.lang = view.html_lang;
    this.root.classList.toggle(P + "projector", Boolean(view.projector));
    this.root.classList.toggle(P + "open", Boolean(view.open_hands));
    this.root.classList.toggle(P + "noticed", Boolean(view.notice));
    const key = activeKey(this.root);
    const active = this.root.getRootNode().activeElement;
    const card = key && key.startsWith("hand#") ? active.dataset.card : null;
    this.body.replaceChildren(...[
      this.bar(view, t),
      h("p", { class: P + "status" }, view.status),
      h("div", { class: P + "main" },
        h("div", { class: P + "table" },
          this.center(view, t),
          // next to the piles and the hand the learner clicks
          view.error ? h("p", { class: P + "error", "data-key": "error" }, view.error) : null,
          view.notice ? this.noticeBlock(view.notice, t) : null,
          l && !l.out && !view.over ? this.controls(view, t) : null,
          h("div", { class: P + "seats" }, view.seats.map((s) => this.seatBlock(view, s, t))),
          view.coach ? this.coachBlock(view.coach, t) : null),
        this.logBlock(view, t)),
    ].filter(Boolean));
    if (key) this.keepFocus(key, card);
    if (this.focusNext) {
      restoreFocus(this.root, this.focusNext);
      this.focusNext = null;
    }
    this.announce(view);
    this.markAck(view);
    this.root.dataset.over = view.over ? "1" : "0";
    this.root.dataset.auto = view.auto ? "1" : "0";
    this.root.classList.toggle(P + "large", Boolean(view.room && view.room.role === "watch"));
    if (view.room) this.root.dataset.away = view.room.away ? "1" : "0";
    this.fit();
    this.schedule(view);
  }

  /** On the projector the whole table stays in the notebook's window: drawn at full size
   * when it fits (the layout is made for it), scaled down at a moment that holds more; the
   * root's `data-fit` says by how much. Elsewhere the table is never scaled. */
  fit() {
    const root = this.root;
    const projector = Boolean(this.view && this.view.projector);
    if (projector && !root.isConnected) { // the first draw: fitted once it is on the page
      if (!this.fitLater) {
        this.fitLater = requestAnimationFrame(() => { this.fitLater = null; this.fit(); });
      }
      return;
    }
    const box = projector ? scroller(root) : null;
    if (box !== this.watched && this.resized) {
      this.resized.disconnect();
      if (box) this.resized.observe(box);
      this.watched = box;
    }
    root.style.zoom = "";
    let scale = 1;
    const room = box ? box.clientHeight - FIT_MARGIN : 0;
    const height = () => root.getBoundingClientRect().height;
    if (room > 0 && height() > room) {
      // scaled down, the table is also relatively wider: its lines wrap less, so it comes out
      // shorter than the ratio says; a few halvings find the largest scale that fits
      const fits = (x) => { root.style.zoom = String(x); return height() <= room; };
      let low = Math.max(MIN_FIT, Math.floor((room / height()) * 100) / 100);
      let high = 1;
      for (let i = 0; i < 5 && high - low > 0.01; i += 1) {
        const mid = Math.round(((low + high) / 2) * 100) / 100;
        if (fits(mid)) low = mid;
        else high = mid;
      }
      scale = low;
      root.style.zoom = String(scale);
    }
    if (scale === 1) root.style.zoom = "";
    root.dataset.fit = String(scale);
    if (box) this.clipLog();
  }

  /** The projector's log is as tall as the piles beside it: an older move that would be cut
   * by its bottom edge is not drawn (class `ctl-g-past`). */
  clipLog() {
    const log = this.root.querySelector(`.${P}log`);
    if (!log) return;
    const bottom = log.getBoundingClientRect().bottom;
    for (const item of log.querySelectorAll(`.${P}move`)) {
      item.classList.toggle(P + "past", item.getBoundingClientRect().bottom > bottom + 0.5);
    }
  }

  /** Put the focus back where it was before the table was drawn again. */
  keepFocus(key, card) {
    if (card) {
      const same = this.body.querySelector(`[data-key^="hand#"][data-card="${card}"]`);
      if (same) { same.focus({ preventScroll: true }); return; }
    }
    if (!restoreFocus(this.root, key)) focusFirst(this.root, ["hand#0", "monte", "step", "auto"]);
  }

  /** Say what matters, once: Python's summary (not the same words twice in a row), a
   * refused move (each refusal, the same one again too), a false bati. What the page shows
   * when it opens is not said; a refusal no longer shown leaves the alert region. */
  announce(view) {
    const first = this.said === undefined;
    const a = view.announce;
    if (a && a.id !== this.said) {
      if (!first && a.text !== this.polite.textContent) this.polite.textContent = a.text;
      this.said = a.id;
    } else if (first) {
      this.said = null;
    }
    let alert = null;
    let text = "";
    if (view.error) {
      alert = `error:${view.error_id}`;
      text = view.error;
    } else if (view.notice) {
      alert = `notice:${view.notice.n}`;
      text = sentences(view.notice.title, view.notice.lines);
    }
    if (alert !== this.alerted) {
      // a new node each time: the same words said again are read again
      if (alert && !first) this.assertive.replaceChildren(h("span", {}, text));
      else if (!alert) this.assertive.replaceChildren();
    }
    this.alerted = alert;
  }

  bar(view, t) {
    if (view.room) return this.roomBar(view, t);
    const speed = h("select", { class: P + "select", "data-key": "speed",
                                onchange: (e) => this.send("speed", { value: Number(e.target.value) }) },
      view.speeds.map((s) => h("option", { value: s.value, selected: s.value === view.speed }, s.label)));
    return h("div", { class: P + "bar" },
      h("span", { class: P + "title" }, `${t.title} · ${view.preset}`),
      h("button", { class: `${P}btn cacheta-btn`, type: "button", "data-key": "step",
                    "aria-disabled": !view.can_step || view.auto ? "true" : null,
                    onclick: this.act(view.can_step && !view.auto, () => this.send("step")) },
        t.step),
      h("button", { class: `${P}btn cacheta-btn ${P}primary cacheta-primary`, type: "button", "data-key": "auto",
                    "aria-pressed": view.auto ? "true" : "false",
                    "aria-disabled": !view.can_step && !view.auto ? "true" : null,
                    onclick: this.act(view.can_step || view.auto,
                                      () => this.send("auto", { on: !view.auto })) },
        view.auto ? t.pause : t.play),
      h("label", { class: P + "field" }, t.speed, speed),
      view.open_hands ? h("span", { class: P + "muted", "data-key": "open" }, t.open_hands) : null,
      h("button", { class: `${P}btn cacheta-btn`, type: "button", "data-key": "new-round",
                    onclick: () => this.send("new_round") }, t.new_round));
  }

  seatBlock(view, seat, t) {
    const tags = [];
    if (seat.turn) tags.push(h("span", { class: `${P}tag ${P}turn` }, t.turn));
    if (seat.na_boa) tags.push(h("span", { class: `${P}tag ${P}naboa` }, t.na_boa));
    if (seat.out) tags.push(h("span", { class: `${P}tag ${P}out` }, t.out));
    let hand;
    // the learner's cards are buttons while they can still play them
    const playing = !view.over && view.learner && !view.learner.out;
    if (seat.cards && seat.learner && playing) {
      // what a card does now: discard it (in the learner's discard phase), go out with it, or
      // nothing yet (its name alone: the draw phase, the bots' turns)
      const l = view.learner;
      const label = { discard: l.can_discard ? t.card_discard : "{card}", bater: t.card_bater,
                      furar: t.card_furar }[this.mode];
      const buttons = seat.cards.map((c, i) =>
        h("button", { class: `${P}card ${this.mode !== "discard" ? P + "bater" : ""}`,
                      type: "button", "data-key": `hand#${i}`, "data-card": c.code,
                      "aria-label": fill(label, c.name), title: fill(label, c.name),
                      onclick: () => this.handClick(c.code) }, this.faces.hidden(c.code)));
      hand = h("div", { class: P + "hand", role: "group", "aria-label": seat.hand_label }, buttons);
      const focused = Math.max(0, buttons.findIndex((b) => b.dataset.card === this.lastCard));
      roving(hand, buttons, 0, focused);
      hand.addEventListener("focusin", (e) => { if (e.target.dataset.card) this.lastCard = e.target.dataset.card; });
    } else if (seat.cards) {
      hand = h("ul", { class: P + "hand", "aria-label": seat.hand_label },
        seat.cards.map((c) => h("li", { class: P + "card", "data-card": c.code, title: c.name },
          this.faces.hidden(c.code), h("span", { class: "cacheta-sr" }, c.name))));
    } else {
      hand = h("div", { class: P + "hand", role: "img", "aria-label": seat.hidden_label },
        Array.from({ length: seat.count }, () =>
          h("span", { class: `${P}card ${P}hidden` }, this.faces.hidden("back"))));
    }
    return h("div", { class: P + "seat" + (seat.turn ? " " + P + "current" : "")
                             + (seat.learner ? " " + P + "mine" : ""),
                      role: "group", "data-seat": seat.seat, "aria-label": seat.name },
      h("div", { class: P + "seathead" },
        h("span", { class: P + "name" }, seat.name),
        seat.level ? h("span", { class: P + "level" }, seat.level) : null,
        h("span", { class: P + "muted" }, seat.count_text),
        seat.points ? h("span", { class: P + "muted" }, seat.points) : null,
        tags.length ? h("span", { class: P + "tags" }, tags) : null),
      hand);
  }

  /** Send a bati or a furar a fila (`card` null: with 10); first ask when the engine knows it
   * would fail (the view says so, and what it would cost). */
  claim(type, card) {
    const l = this.view.learner;
    const failing = l.failing || {};
    const fails = card === null ? failing[type + "10"] : (failing[type] || []).includes(card);
    if (!fails) {
      this.send(type, { card });
      return;
    }
    const t = this.view.text;
    const mine = this.view.seats.find((s) => s.learner);
    const named = mine && mine.cards && mine.cards.find((c) => c.code === card);
    const text = card === null ? l.ask[type + "10"] : fill(l.ask[type], named ? named.name : card);
    this.asking = { type, card, text, yes: type === "bater" ? t.ask_yes_bater : t.ask_yes_furar,
                    from: activeKey(this.root) };
    this.focusNext = "ask-no"; // the answer that costs nothing
    this.draw();
  }

  /** The learner's answer to the question: go ahead with the claim, or go back to where the
   * focus was. */
  answer(yes) {
    const asked = this.asking;
    if (!asked) return;
    this.asking = null;
    this.focusNext = asked.from;
    if (yes) this.send(asked.type, { card: asked.card });
    this.draw();
  }

  /** Whether the question still applies (the claim is still possible and still fails). */
  stillAsks(l) {
    const a = this.asking;
    if (!l || !l.failing) return false;
    if (a.card === null) return Boolean(l.failing[a.type + "10"]);
    const can = a.type === "bater" ? l.can_bater : l.can_furar;
    return Boolean(can) && (l.failing[a.type] || []).includes(a.card);
  }

  controls(view, t) {
    return h("div", { class: P + "controls", role: "group", "aria-label": t.actions },
      this.moveButtons(view.learner, t),
      this.asking ? this.askBlock(t) : null);
  }

  /** The question before a claim the engine knows would fail: what it would cost, "yes"
   * and "no" (Escape says no). */
  askBlock(t) {
    asks += 1;
    const id = `${P}ask-${asks}`;
    return h("div", { class: P + "ask", role: "alertdialog", "aria-labelledby": id,
                      "data-key": "ask", onkeydown: (e) => {
                        if (e.key === "Escape") { e.preventDefault(); this.answer(false); }
                      } },
      h("p", { id, class: P + "asktext" }, this.asking.text),
      h("button", { class: `${P}btn cacheta-btn ${P}danger`, type: "button", "data-key": "ask-yes",
                    onclick: () => this.answer(true) }, this.asking.yes),
      h("button", { class: `${P}btn cacheta-btn`, type: "button", "data-key": "ask-no",
                    onclick: () => this.answer(false) }, t.ask_no));
  }

  /** The learner's false bati (or failed furar): what happened, why, and the best split. */
  noticeBlock(notice, t) {
    const cards = (list) => list.map((c) => h("span", { class: P + "mini", "data-card": c.code },
      this.faces.hidden(c.code), h("span", { class: "cacheta-sr" }, c.name)));
    const groups = notice.melds.map((m) => h("li", { class: P + "meld" },
      h("span", { class: P + "meldname" }, m.label), h("span", { class: P + "cards" }, cards(m.cards))));
    if (notice.loose.length) {
      groups.push(h("li", { class: `${P}meld ${P}loose` },
        h("span", { class: P + "meldname" }, t.loose), h("span", { class: P + "cards" }, cards(notice.loose))));
    }
    return h("div", { class: `${P}notice ${P}notice-${notice.claim}`, "data-key": "notice" },
      h("h3", { class: P + "noticetitle" }, notice.title),
      notice.lines.map((line) => h("p", { class: P + "line" }, line)),
      h("p", { class: P + "splittitle" }, t.best_split),
      h("ul", { class: P + "split" }, groups));
  }

  /** The coach's panel: the last grade with its reason, and the review at the end. */
  coachBlock(coach, t) {
    const line = (g) => h("li", { class: `${P}grade ${P}grade-${g.grade}`, "data-grade": g.grade },
      h("span", { class: P + "badge" }, g.name),
      h("span", { class: P + "gmove" }, `${g.n}. ${g.move}`),
      h("span", { class: P + "why" }, g.why),
      g.meter ? h("span", { class: P + "gmeter" }, ` (${g.meter})`) : null);
    const last = coach.last
      ? h("p", { class: `${P}grade ${P}grade-${coach.last.grade}`, "data-key": "grade",
                 "data-grade": coach.last.grade },
        h("span", { class: P + "badge" }, coach.last.name), " ", coach.last.why,
        coach.last.meter ? h("span", { class: P + "gmeter" }, ` (${coach.last.meter})`) : null)
      : h("p", { class: P + "empty" }, coach.empty);
    const review = coach.review
      ? h("div", { class: P + "review", "data-key": "review" },
        h("h4", { class: P + "label" }, coach.review.title),
        h("p", { class: P + "accuracy" }, coach.review.accuracy),
        h("ol", { class: P + "grades" }, coach.review.decisions.map(line)))
      : null;
    const meter = coach.meter ? h("p", { class: P + "meter", "data-key": "meter" }, coach.meter)
      : null;
    return h("div", { class: P + "coach", role: "group", "aria-label": t.coach },
      h("h3", { class: P + "label" }, t.coach), meter, last, review);
  }

  /** A room's bar: its note (watching, paused) and, for the host link, the host's actions. */
  roomBar(view, t) {
    const r = view.room;
    const rt = r.text;
    const host = (action, label, enabled = true, pressed = null) =>
      h("button", { class: `${P}btn cacheta-btn`, type: "button", "data-key": "host-" + action,
                    "aria-pressed": pressed === null ? null : String(pressed),
                    "aria-disabled": enabled ? null : "true",
                    onclick: this.act(enabled, () => this.send("host", { action })) }, label);
    const actions = r.role !== "host" ? null : h("div", { class: P + "controls", role: "group",
                                                         "aria-label": rt.actions },
      host(r.paused ? "resume" : "pause", r.paused ? rt.resume : rt.pause, true, r.paused),
      host("step", rt.step, view.can_step),
      host(r.revealed ? "hide" : "reveal", r.revealed ? rt.hide : rt.reveal, true, r.revealed),
      r.seats.map((s) => h("button", { class: `${P}btn cacheta-btn`, type: "button", "data-key": "bot#" + s.seat,
                                       "aria-pressed": String(s.bot),
                                       onclick: () => this.send("bot_seat", { seat: s.seat }) },
        s.label)),
      host("next_round", rt.next_round),
      host("new_match", rt.new_match),
      host("download", rt.download));
    return h("div", { class: P + "bar" },
      h("span", { class: P + "title" }, `${t.title} · ${view.preset}`),
      r.note ? h("span", { class: P + "muted", "data-key": "room-note" }, r.note) : null,
      actions);
  }

  logBlock(view, t) {
    const items = view.log.map((e) => h("li", { class: P + "move" + (e.learner ? " " + P + "mine" : ""),
                                                "data-n": e.n },
      h("span", { class: P + "what" }, `${e.n}. ${e.text}`),
      e.why ? h("span", { class: P + "why" }, e.why) : null));
    return h("div", { class: P + "log", role: "group", "aria-label": t.log },
      h("h3", { class: P + "label" }, t.log),
      items.length ? h("ol", { class: P + "moves" }, items)
        : h("p", { class: P + "empty" }, t.log_empty));
  }
}

export default mount(GameTableView);
