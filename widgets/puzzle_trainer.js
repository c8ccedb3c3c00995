// The puzzle trainer's front end: it draws the `view` Python computes (the puzzle's position as
// the game table lays a round out, the verdict, the dashboard) and sends the learner's intents
// back as messages ({type, seq, ...}): draw, discard, bater, furar, na_boa, correr, pass, next.
// It knows no rule of the game: which moves the position allows comes in the view, and whether
// an answer is right comes back from Python. The keys are the game table's: Tab between the
// controls, the arrow keys, Home and End along the hand, Enter or Space to play.

import { h, LearnerView, activeKey, restoreFocus, focusFirst, roving, mount } from "./shared.js";

const P = "ctl-pz-"; // every class of the trainer starts with this prefix

/** Fill "{card}" in a text of the catalogue. */
function fill(text, card) {
  return String(text).replace("{card}", card);
}

/** The options a verdict shows: the right ones and the learner's, then (when `all`) the
 * others, in the puzzle's order (best first). */
export function shownOptions(options, all) {
  return all ? options : options.filter((o) => o.main);
}

export class PuzzleTrainerView extends LearnerView {
  constructor(model, el) {
    super(model, el, P + "root", P);
    this.showAll = false; // "show me the other options"
    this.puzzle = null; // the puzzle drawn last
    this.judged = false; // whether the last drawing held a verdict
    this.body = h("div", { class: P + "body" });
    this.polite = h("div", { class: "cacheta-sr", "aria-live": "polite" });
    this.assertive = h("div", { class: "cacheta-sr", "aria-live": "assertive", role: "alert" });
    this.root.append(this.body, this.polite, this.assertive);
    this.alerted = null;
  }

  draw() {
    const view = this.model.get("view") || {};
    if (!view.text) return;
    const t = view.text;
    const l = view.learner;
    const fresh = view.puzzle !== this.puzzle;
    const judged = Boolean(view.verdict);
    if (fresh) { this.showAll = false; this.mode = "discard"; }
    this.checkMode(l);
    this.root.lang = view.html_lang;
    const key = activeKey(this.root);
    const active = this.root.getRootNode().activeElement;
    const card = key && key.startsWith("hand#") ? active.dataset.card : null;
    this.body.replaceChildren(...[
      h("div", { class: P + "bar" },
        h("span", { class: P + "title" }, view.head),
        h("span", { class: P + "rating", "data-key": "rating" }, view.rating)),
      h("p", { class: P + "prompt" }, view.prompt),
      this.center(view, t),
      view.error ? h("p", { class: P + "error", "data-key": "error" }, view.error) : null,
      this.controls(view, t),
      this.hand(view, t),
      view.you_took ? h("p", { class: P + "muted" }, view.you_took) : null,
      view.verdict ? this.verdict(view.verdict, t) : null,
      this.seats(view, t),
      this.dashboard(view, t),
    ].filter(Boolean));
    this.keepFocus(key, card, fresh, judged && !this.judged);
    this.announce(view, fresh, judged && !this.judged);
    this.puzzle = view.puzzle;
    this.judged = judged;
    this.markAck(view);
    this.root.dataset.puzzle = view.puzzle;
    this.root.dataset.solved = judged ? (view.verdict.solved ? "1" : "0") : "";
  }

  /** The focus stays where it was; after a verdict it goes to "next", after "next" to the
   * new puzzle's first control. */
  keepFocus(key, card, fresh, judgedNow) {
    if (!key) return;
    if (judgedNow && restoreFocus(this.root, "next")) return;
    if (fresh) { focusFirst(this.root, ["hand#0", "monte", "pass", "next"]); return; }
    if (card) {
      const same = this.body.querySelector(`[data-key^="hand#"][data-card="${card}"]`);
      if (same) { same.focus({ preventScroll: true }); return; }
    }
    if (!restoreFocus(this.root, key)) focusFirst(this.root, ["hand#0", "monte", "next"]);
  }

  /** A screen reader hears the new puzzle's question, the verdict, a refused move. */
  announce(view, fresh, judgedNow) {
    if (judgedNow) {
      const v = view.verdict;
      this.polite.textContent = [v.title, v.answer, v.best, ...v.sentences, v.your_rating].join(" ");
    } else if (fresh && this.puzzle !== null) {
      this.polite.textContent = `${view.head}. ${view.prompt}`;
    }
    const alert = view.error && this.seq > 0 ? `${view.ack}:${view.error}` : null;
    if (alert && alert !== this.alerted) this.assertive.textContent = view.error;
    this.alerted = alert;
  }

  /** The hand: each card a button, as on the game table; a card played when the position
   * does not allow it still asks, and the engine's refusal is shown (why not now). */
  hand(view, t) {
    const label = { discard: t.card_discard, bater: t.card_bater, furar: t.card_furar }[this.mode];
    const buttons = view.hand.map((c, i) =>
      h("button", { class: `${P}card ${this.mode !== "discard" ? P + "bater" : ""}`, type: "button",
                    "data-key": `hand#${i}`, "data-card": c.code,
                    "aria-label": fill(label, c.name), title: fill(label, c.name),
                    onclick: () => this.handClick(c.code) },
        this.faces.hidden(c.code)));
    const group = h("div", { class: P + "hand", role: "group", "aria-label": view.hand_label }, buttons);
    const focused = Math.max(0, buttons.findIndex((b) => b.dataset.card === this.lastCard));
    roving(group, buttons, 0, focused);
    group.addEventListener("focusin", (e) => { if (e.target.dataset.card) this.lastCard = e.target.dataset.card; });
    return h("div", { class: P + "mine" }, h("p", { class: P + "label" }, view.hand_label), group);
  }

  controls(view, t) {
    const l = view.learner;
    return h("div", { class: P + "controls", role: "group", "aria-label": t.actions },
      this.moveButtons(l, t),
      !l.my_turn ? this.button("pass", l.can_pass, t.pass, () => this.send("pass")) : null,
      view.verdict ? this.button("next", true, t.next, () => this.send("next"), null, `${P}primary cacheta-primary`)
        : null);
  }

  verdict(v, t) {
    const rows = shownOptions(v.options, this.showAll).map((o) =>
      h("tr", { class: (o.right ? P + "right " : "") + (o.yours ? P + "yours" : "") },
        h("td", {}, o.words,
          o.right ? h("span", { class: `${P}tag ${P}tag-right` }, t.right_mark) : null,
          o.yours ? h("span", { class: `${P}tag ${P}tag-yours` }, t.yours_mark) : null),
        h("td", { class: P + "num" }, o.figure)));
    const hidden = v.options.length - shownOptions(v.options, false).length;
    return h("section", { class: `${P}verdict ${v.solved ? P + "solved" : P + "missed"}`,
                          "aria-label": t.verdict, "data-key": "verdict" },
      h("h3", { class: P + "verdict-title" }, v.title),
      h("p", { class: P + "line" }, v.answer),
      v.solved ? null : h("p", { class: P + "line" }, v.best),
      v.sentences.map((s) => h("p", { class: P + "why" }, s)),
      h("table", { class: P + "options" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t.option), h("th", { scope: "col" }, t.figure))),
        h("tbody", {}, rows)),
      hidden > 0
        ? h("button", { class: `${P}btn cacheta-btn`, type: "button", "data-key": "others",
                        "aria-expanded": String(this.showAll),
                        onclick: () => { this.showAll = !this.showAll; this.draw(); } },
          this.showAll ? t.fewer : t.others)
        : null,
      h("p", { class: P + "line", "data-key": "puzzle-rating" }, v.puzzle_rating),
      h("p", { class: P + "line", "data-key": "your-rating" }, v.your_rating),
      h("p", { class: P + "muted" }, v.themes));
  }

  seats(view, t) {
    const seat = (s) => {
      const tags = [];
      if (s.turn) tags.push(h("span", { class: `${P}tag ${P}turn` }, t.turn));
      if (s.na_boa) tags.push(h("span", { class: `${P}tag ${P}naboa` }, t.na_boa));
      if (s.out) tags.push(h("span", { class: `${P}tag ${P}out` }, t.out));
      const took = s.took.length
        ? h("span", { class: P + "took" }, h("span", { class: P + "muted" }, s.took_label),
          s.took.map((c) => h("span", { class: P + "mini", "data-card": c.code },
            this.faces.hidden(c.code), h("span", { class: "cacheta-sr" }, c.name))))
        : null;
      return h("li", { class: P + "seat", "data-seat": s.seat },
        h("span", { class: P + "name" }, s.name),
        h("span", { class: P + "muted" }, s.count_text), tags, took);
    };
    return h("div", { class: P + "seats" },
      h("p", { class: P + "label" }, t.others_seats),
      h("ul", { class: P + "seatlist" }, view.seats.map(seat)));
  }

  dashboard(view, t) {
    const box = h("div", { class: P + "chart" });
    box.innerHTML = view.dashboard || "";
    return h("details", { class: P + "dashboard", "data-key": "dashboard-box", open: this.dashOpen,
                          ontoggle: (e) => { this.dashOpen = e.target.open; } },
      h("summary", { "data-key": "dashboard" }, t.dashboard), box);
  }
}

export default mount(PuzzleTrainerView);
