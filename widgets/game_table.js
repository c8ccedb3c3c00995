// The game table's front end: it draws the `view` that Python computes and sends intents back
// as messages ({type, seq, ...}): step, auto, speed, new_round, draw, discard, bater, furar,
// na_boa. It knows no rule of the game. Whether hands are open is the teacher's setting, made
// in Python: the page only shows it. With the coach on, it shows the grade of the learner's
// last decision and, at the end of the round, the review Python sends. Auto-play is a timer
// here: while `view.auto` is on it asks for one move every 1/speed seconds, and only once the
// previous answer came back.

const P = "ctl-g-"; // every class of the game table starts with this prefix

/** Create an element: h("button", {class: "x", onclick: f}, child, "text"). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number" ? String(child) : child);
  }
  return node;
}

/** A card face (SVG string from the model) as a node, parsed once per face. */
export class Faces {
  constructor() {
    this.source = {};
    this.cache = new Map();
  }
  set(source) {
    if (source === this.source) return;
    this.source = source || {};
    this.cache.clear();
  }
  node(code) {
    const svg = this.source[code];
    if (!svg) return h("span", { class: P + "noface" }, code || "?");
    let tpl = this.cache.get(code);
    if (!tpl) {
      tpl = document.createElement("template");
      tpl.innerHTML = svg;
      this.cache.set(code, tpl);
    }
    const node = tpl.content.firstElementChild.cloneNode(true);
    node.setAttribute("aria-hidden", "true");
    node.removeAttribute("role");
    return node;
  }
}

export class GameTableView {
  constructor(model, el) {
    this.model = model;
    this.el = el;
    this.faces = new Faces();
    this.seq = 0;
    this.mode = "discard"; // or "bater": the next hand card clicked goes out with it
    this.timer = null;
    this.root = h("div", { class: P + "root", "data-ack": "0", "data-sent": "0" });
    el.append(this.root);
    this.onView = () => this.draw();
    this.onFaces = () => { this.faces.set(model.get("faces")); this.draw(); };
    model.on("change:view", this.onView);
    model.on("change:faces", this.onFaces);
    this.faces.set(model.get("faces"));
    this.draw();
  }

  destroy() {
    this.stopTimer();
    this.model.off("change:view", this.onView);
    this.model.off("change:faces", this.onFaces);
  }

  send(type, extra = {}) {
    this.seq += 1;
    this.root.dataset.sent = String(this.seq);
    this.model.send({ type, seq: this.seq, ...extra });
  }

  stopTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** While auto-play is on, one "step" after 1/speed seconds, once the last answer is in. */
  schedule(view) {
    this.stopTimer();
    if (!view.auto || !view.can_step) return;
    if (String(view.ack || 0) !== this.root.dataset.sent && this.seq > 0) return;
    const ms = Math.max(50, 1000 / (view.speed || 1));
    this.timer = setTimeout(() => { this.timer = null; this.send("step"); }, ms);
  }

  draw() {
    const view = this.model.get("view") || {};
    if (!view.text) return;
    const t = view.text;
    this.view = view;
    const l = view.learner;
    if (this.mode === "bater" && (!l || !l.my_turn || l.phase !== "discard")) this.mode = "discard";
    if (this.mode === "furar" && (!l || !l.can_furar)) this.mode = "discard";
    this.root.lang = view.lang === "en" ? "en" : "pt-BR";
    this.root.setAttribute("aria-label", t.title);
    this.root.replaceChildren(
      this.bar(view, t),
      h("div", { class: P + "messages", "aria-live": "assertive" },
        view.error ? h("p", { class: P + "error", role: "alert" }, view.error) : null),
      h("p", { class: P + "status", role: "status" }, view.status),
      h("div", { class: P + "main" },
        h("div", { class: P + "table" },
          this.center(view, t),
          h("div", { class: P + "seats" }, view.seats.map((s) => this.seatBlock(view, s, t))),
          view.learner ? this.controls(view, t) : null,
          view.coach ? this.coachBlock(view.coach, t) : null),
        this.logBlock(view, t)),
    );
    this.root.dataset.ack = String(view.ack || 0);
    this.root.dataset.over = view.over ? "1" : "0";
    this.schedule(view);
  }

  bar(view, t) {
    const speed = h("select", { class: P + "select", "data-key": "speed", "aria-label": t.speed,
                                onchange: (e) => this.send("speed", { value: Number(e.target.value) }) },
      view.speeds.map((s) => h("option", { value: s.value, selected: s.value === view.speed }, s.label)));
    return h("div", { class: P + "bar" },
      h("span", { class: P + "title" }, `${t.title} · ${view.preset}`),
      h("button", { class: P + "btn", type: "button", "data-key": "step",
                    disabled: !view.can_step || view.auto, onclick: () => this.send("step") }, t.step),
      h("button", { class: `${P}btn ${P}primary`, type: "button", "data-key": "auto",
                    "aria-pressed": view.auto ? "true" : "false",
                    disabled: !view.can_step && !view.auto,
                    onclick: () => this.send("auto", { on: !view.auto }) },
        view.auto ? t.pause : t.play),
      h("label", { class: P + "field" }, t.speed, speed),
      view.open_hands ? h("span", { class: P + "muted", "data-key": "open" }, t.open_hands) : null,
      h("button", { class: P + "btn", type: "button", "data-key": "new-round",
                    onclick: () => this.send("new_round") }, t.new_round));
  }

  center(view, t) {
    const learner = view.learner;
    const stock = h("button", { class: `${P}pile ${P}monte`, type: "button", "data-key": "monte",
                                "aria-label": `${t.draw_monte} (${view.stock})`,
                                disabled: !learner,
                                onclick: () => this.send("draw", { source: "monte" }) },
      this.faces.node("back"), h("span", { class: P + "count" }, String(view.stock)));
    const top = view.lixeira;
    const lixeira = h("button", { class: `${P}pile ${P}lixeira`, type: "button",
                                  "data-key": "lixeira", "data-card": top ? top.code : null,
                                  "aria-label": top ? `${t.take_lixeira}: ${top.label}` : t.take_lixeira,
                                  disabled: !learner,
                                  onclick: () => this.send("draw", { source: "lixeira" }) },
      top ? this.faces.node(top.code) : h("span", { class: P + "empty" }, t.empty),
      h("span", { class: P + "count" }, String(view.lixeira_size)));
    const vira = view.vira
      ? h("div", { class: P + "vira", "aria-label": view.vira.label }, this.faces.node(view.vira.code))
      : h("span", { class: P + "empty" }, t.no_vira);
    return h("div", { class: P + "center" },
      h("div", { class: P + "spot" }, h("span", { class: P + "label" }, t.vira), vira),
      h("div", { class: P + "spot" }, h("span", { class: P + "label" }, t.monte), stock),
      h("div", { class: P + "spot" }, h("span", { class: P + "label" }, t.lixeira), lixeira));
  }

  seatBlock(view, seat, t) {
    const tags = [];
    if (seat.turn) tags.push(h("span", { class: `${P}tag ${P}turn` }, t.turn));
    if (seat.na_boa) tags.push(h("span", { class: `${P}tag ${P}naboa` }, t.na_boa));
    if (seat.out) tags.push(h("span", { class: `${P}tag ${P}out` }, t.out));
    let cards;
    if (seat.cards) {
      cards = seat.cards.map((c, i) => (seat.learner
        ? h("button", { class: `${P}card ${this.mode !== "discard" ? P + "bater" : ""}`,
                        type: "button", "data-key": `hand#${i}`, "data-card": c.code,
                        "aria-label": c.label, title: c.label,
                        onclick: () => this.handClick(c.code) }, this.faces.node(c.code))
        : h("span", { class: P + "card", "data-card": c.code, title: c.label },
          this.faces.node(c.code))));
    } else {
      cards = Array.from({ length: seat.count }, () =>
        h("span", { class: `${P}card ${P}hidden` }, this.faces.node("back")));
    }
    return h("section", { class: P + "seat" + (seat.turn ? " " + P + "current" : "")
                                 + (seat.learner ? " " + P + "mine" : ""),
                          "data-seat": seat.seat, "aria-label": seat.name },
      h("div", { class: P + "seathead" },
        h("span", { class: P + "name" }, seat.name),
        seat.level ? h("span", { class: P + "level" }, seat.level) : null,
        h("span", { class: P + "muted" }, seat.count_text),
        seat.points ? h("span", { class: P + "muted" }, seat.points) : null,
        tags),
      h("div", { class: P + "hand", "aria-label": seat.cards ? seat.name : t.hidden }, cards));
  }

  handClick(code) {
    if (this.mode === "bater" || this.mode === "furar") {
      const type = this.mode;
      this.mode = "discard";
      this.send(type, { card: code });
    } else {
      this.send("discard", { card: code });
    }
  }

  controls(view, t) {
    const l = view.learner;
    const bater = this.mode === "bater";
    const furar = this.mode === "furar";
    return h("div", { class: P + "controls" },
      h("button", { class: P + "btn", type: "button", "data-key": "bater",
                    "aria-pressed": bater ? "true" : "false",
                    onclick: () => { this.mode = bater ? "discard" : "bater"; this.draw(); } },
        bater ? t.cancel : t.bater),
      l.bate_with_10
        ? h("button", { class: P + "btn", type: "button", "data-key": "bater10",
                        onclick: () => this.send("bater", { card: null }) }, t.bater10)
        : null,
      l.na_boa_calls
        ? h("button", { class: P + "btn", type: "button", "data-key": "na-boa",
                        onclick: () => this.send("na_boa") }, t.announce)
        : null,
      l.can_furar
        ? h("button", { class: P + "btn", type: "button", "data-key": "furar",
                        "aria-pressed": furar ? "true" : "false",
                        onclick: () => { this.mode = furar ? "discard" : "furar"; this.draw(); } },
          furar ? t.cancel : t.furar)
        : null,
      bater ? h("span", { class: P + "hint" }, t.bater_hint) : null,
      furar ? h("span", { class: P + "hint" }, t.furar_hint) : null);
  }

  /** The coach's panel: the last grade with its reason, and the review at the end. */
  coachBlock(coach, t) {
    const line = (g) => h("li", { class: `${P}grade ${P}grade-${g.grade}`, "data-grade": g.grade },
      h("span", { class: P + "badge" }, g.name),
      h("span", { class: P + "gmove" }, `${g.turn}. ${g.move}`),
      h("span", { class: P + "why" }, g.why));
    const last = coach.last
      ? h("p", { class: `${P}grade ${P}grade-${coach.last.grade}`, "data-key": "grade",
                 "data-grade": coach.last.grade },
        h("span", { class: P + "badge" }, coach.last.name), " ", coach.last.why)
      : h("p", { class: P + "empty" }, coach.empty);
    const review = coach.review
      ? h("div", { class: P + "review", "data-key": "review" },
        h("h4", { class: P + "label" }, coach.review.title),
        h("p", { class: P + "accuracy" }, coach.review.accuracy),
        h("ol", { class: P + "grades" }, coach.review.decisions.map(line)))
      : null;
    return h("section", { class: P + "coach", "aria-label": t.coach, "aria-live": "polite" },
      h("h3", { class: P + "label" }, t.coach), last, review);
  }

  logBlock(view, t) {
    const items = view.log.map((e) => h("li", { class: P + "move" + (e.learner ? " " + P + "mine" : ""),
                                                "data-n": e.n },
      h("span", { class: P + "what" }, `${e.n}. ${e.text}`),
      e.why ? h("span", { class: P + "why" }, e.why) : null));
    return h("section", { class: P + "log", "aria-label": t.log },
      h("h3", { class: P + "label" }, t.log),
      items.length ? h("ol", { class: P + "moves" }, items)
        : h("p", { class: P + "empty" }, t.log_empty));
  }
}

function render({ model, el }) {
  const view = new GameTableView(model, el);
  return () => view.destroy();
}

export default { render };
