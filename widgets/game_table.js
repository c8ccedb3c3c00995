// The game table's front end: it draws the `view` that Python computes and sends intents back
// as messages ({type, seq, ...}): step, auto, speed, new_round, draw, discard, bater, furar,
// na_boa, correr. It knows no rule of the game: which of the learner's moves are possible now
// comes in the view. Whether hands are open is the teacher's setting, made in Python: the page
// only shows it. Auto-play is a timer here: while `view.auto` is on it asks for one move every
// 1/speed seconds, and only once the previous answer came back.
//
// The table is drawn again on every move; the keyboard focus stays on the same control (found
// again by its `data-key`, a hand card by its code). A screen reader hears what Python sums up
// in `view.announce` (once each), a refused move and the learner's false bati; not every move.

import { h, LearnerView, activeKey, restoreFocus, focusFirst, roving, mount } from "./shared.js";

const P = "ctl-g-"; // every class of the game table starts with this prefix

/** Fill "{card}" in a text of the catalogue. */
function fill(text, card) {
  return String(text).replace("{card}", card);
}

export class GameTableView extends LearnerView {
  constructor(model, el) {
    super(model, el, P + "root", P);
    this.timer = null;
    this.said = undefined; // the id of the last announcement
    this.alerted = null; // what the assertive region last said
    this.body = h("div", { class: P + "body" });
    this.polite = h("div", { class: "cacheta-sr", "aria-live": "polite" });
    this.assertive = h("div", { class: "cacheta-sr", "aria-live": "assertive", role: "alert" });
    this.root.append(this.body, this.polite, this.assertive);
    this.onCustom = (msg) => this.custom(msg);
    model.on("msg:custom", this.onCustom);
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
    this.timer = setTimeout(() => { this.timer = null; this.send("step"); }, ms);
  }

  draw() {
    const view = this.model.get("view") || {};
    if (!view.text) return;
    const t = view.text;
    this.view = view;
    const l = view.learner;
    this.checkMode(l);
    this.root.lang = view.html_lang;
    this.root.classList.toggle(P + "projector", Boolean(view.projector));
    this.root.classList.toggle(P + "open", Boolean(view.open_hands));
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
    this.announce(view);
    this.markAck(view);
    this.root.dataset.over = view.over ? "1" : "0";
    this.root.dataset.auto = view.auto ? "1" : "0";
    this.root.classList.toggle(P + "large", Boolean(view.room && view.room.role === "watch"));
    if (view.room) this.root.dataset.away = view.room.away ? "1" : "0";
    this.schedule(view);
  }

  /** Put the focus back where it was before the table was drawn again. */
  keepFocus(key, card) {
    if (card) {
      const same = this.body.querySelector(`[data-key^="hand#"][data-card="${card}"]`);
      if (same) { same.focus({ preventScroll: true }); return; }
    }
    if (!restoreFocus(this.root, key)) focusFirst(this.root, ["hand#0", "monte", "step", "auto"]);
  }

  /** Say what matters, once: Python's summary, a refused move, a false bati. */
  announce(view) {
    const a = view.announce;
    if (a && a.id !== this.said) {
      if (this.said !== undefined) this.polite.textContent = a.text;
      this.said = a.id;
    } else if (this.said === undefined) {
      this.said = null;
    }
    let alert = null;
    if (view.error && this.seq > 0) alert = `${view.ack}:${view.error}`;
    else if (view.notice) alert = `notice:${view.notice.n}`;
    if (alert && alert !== this.alerted) {
      this.assertive.textContent = view.error
        ? view.error : [view.notice.title, ...view.notice.lines].join(" ");
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
      const label = { discard: t.card_discard, bater: t.card_bater, furar: t.card_furar }[this.mode];
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
        tags),
      hand);
  }

  controls(view, t) {
    return h("div", { class: P + "controls", role: "group", "aria-label": t.actions },
      this.moveButtons(view.learner, t));
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
      h("span", { class: P + "gmove" }, `${g.turn}. ${g.move}`),
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
