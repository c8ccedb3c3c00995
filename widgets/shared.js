// What the card table and the game table share: the DOM helper, the card-face cache, keyboard
// focus helpers, and the base view that wires a model to a draw and numbers the messages it
// sends. Each table imports the names it uses from this file in one import line; Python puts
// this file's text in place of that line when it reads the table's module (anywidget takes one
// module's text), so this file imports nothing itself.

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

/** Card faces: SVG strings from the model, each parsed once into a template (keyed by the SVG
 * itself, so a face that changes is parsed again) and cloned for each use. */
export class Faces {
  constructor() {
    this.source = {};
    this.templates = new Map();
  }

  /** New faces from the model; the cache is kept when the same object comes back. */
  set(source) {
    if (source === this.source) return;
    this.source = source || {};
    this.templates.clear();
  }

  /** The face `key` (looked up in `extra` first) as a new node; the key as text if none. */
  node(key, extra = null) {
    const svg = (extra && extra[key]) || this.source[key];
    if (!svg) return h("span", { class: "cacheta-noface" }, key || "?");
    let tpl = this.templates.get(svg);
    if (!tpl) {
      tpl = document.createElement("template");
      tpl.innerHTML = svg;
      this.templates.set(svg, tpl);
    }
    return tpl.content.firstElementChild.cloneNode(true);
  }

  /** The face as decoration: hidden from screen readers (its label is on its container). */
  hidden(key, extra = null) {
    const node = this.node(key, extra);
    node.setAttribute("aria-hidden", "true");
    node.removeAttribute("role");
    return node;
  }
}

/** The first item from `start` on, going by `dir` (1 or -1), that can take the focus (a
 * disabled button cannot: the keys go past it); -1 if none. */
function usable(items, start, dir) {
  for (let i = start; i >= 0 && i < items.length; i += dir) if (!items[i].disabled) return i;
  return -1;
}

/** Arrow keys, Home and End move the focus among `items` inside `group`, past the disabled
 * ones; one of them is in the Tab order. The listeners sit on the group, so items may be
 * reused between draws. */
export function roving(group, items, columns = 0, current = 0) {
  const stop = usable(items, Math.max(0, current), 1);
  const first = stop >= 0 ? stop : usable(items, items.length - 1, -1);
  items.forEach((item, i) => { item.tabIndex = i === first ? 0 : -1; });
  group.addEventListener("focusin", (event) => {
    if (!items.includes(event.target)) return;
    for (const other of items) other.tabIndex = other === event.target ? 0 : -1;
  });
  group.addEventListener("keydown", (event) => {
    const i = items.indexOf(event.target);
    if (i < 0) return;
    const step = {
      ArrowRight: 1, ArrowLeft: -1,
      ArrowDown: columns || 1, ArrowUp: -(columns || 1),
    }[event.key];
    let next = -1;
    if (step !== undefined) {
      const dir = Math.sign(step);
      const target = Math.min(items.length - 1, Math.max(0, i + step));
      next = target === i ? -1 : usable(items, target, dir);
    } else if (event.key === "Home") next = usable(items, 0, 1);
    else if (event.key === "End") next = usable(items, items.length - 1, -1);
    else return;
    event.preventDefault(); // a key of the group never scrolls the page
    if (next >= 0 && next !== i) items[next].focus();
  });
  return group;
}

// keys a browser scrolls the page with, unless the focused control uses them itself
const SCROLLING = new Set(["PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown",
                           "ArrowLeft", "ArrowRight", " "]);

/** Whether the focused `target` uses `key` itself: a text field (its caret; a one-line field
 * has no use for PageUp and PageDown), a menu (its options), and Space on what it presses (a
 * button, a check box, a summary). */
export function usesKey(target, key) {
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable) return true;
  if (tag === "INPUT" && target.type === "checkbox") return key === " ";
  if (tag === "INPUT") return key !== "PageUp" && key !== "PageDown";
  return key === " " && (tag === "BUTTON" || tag === "SUMMARY");
}

/** Keep `event` from scrolling the page when it is a scrolling key the table does not use
 * (Space on a discard row, PageDown or an arrow on a button, Home and End anywhere but a
 * text field): the focus stays in view. Keys with Ctrl, Alt or Meta are the browser's. */
export function noScroll(event) {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
  if (SCROLLING.has(event.key) && !usesKey(event.target, event.key)) event.preventDefault();
}

/** The `data-key` of the focused element inside `root`, or null. */
export function activeKey(root) {
  const active = root.getRootNode().activeElement;
  return active && root.contains(active) ? active.dataset.key || null : null;
}

/** Focus the element of `root` whose `data-key` is `key`; for "group#i" keys that are gone,
 * the nearest member left of that group. Returns whether something took the focus. */
export function restoreFocus(root, key) {
  if (!key) return false;
  let target = root.querySelector(`[data-key="${key}"]`);
  if (!target) {
    const [group, index] = key.split("#");
    if (index !== undefined) {
      const members = root.querySelectorAll(`[data-key^="${group}#"]`);
      target = members[Math.min(Number(index), members.length - 1)] || null;
    }
  }
  if (!target || target.disabled) return false;
  target.focus({ preventScroll: true }); // a roving group's focusin fixes its tab stop
  return root.contains(root.getRootNode().activeElement);
}

/** Focus the first of `keys` that names a focusable element of `root`. */
export function focusFirst(root, keys) {
  return keys.some((key) => restoreFocus(root, key));
}

/** Mark `element` so that the notebook's shortcuts skip the keys pressed on it: Lumino skips
 * an element marked `data-lm-suppress-shortcuts` before it tries its own selectors on it. */
export function keepKeys(element) {
  if (element && element.setAttribute) element.setAttribute("data-lm-suppress-shortcuts", "true");
}

/** A table's view: the root element, the faces, and the wiring of the model's `view` and
 * `faces` to `draw()`. Keys pressed inside the root never reach the notebook's shortcuts:
 * in JupyterLab the key does not bubble out of the table; Notebook 7 runs its shortcuts
 * before the key reaches the table, matching them against the focused control itself, so
 * every control that takes the focus is marked (`keepKeys`) as it takes it. A key the table
 * does not use never scrolls the page away from the focus (`noScroll`). A subclass draws
 * `this.model.get("view")` into `this.root`. */
export class TableView {
  constructor(model, el, rootClass) {
    this.model = model;
    this.el = el;
    this.faces = new Faces();
    this.facesVersion = 0;
    this.seq = 0;
    this.root = h("div", { class: "cacheta-root " + rootClass, "data-ack": "0", "data-sent": "0",
                           "data-lm-suppress-shortcuts": "true" });
    this.root.addEventListener("keydown", (event) => {
      event.stopPropagation();
      noScroll(event);
    });
    this.root.addEventListener("focusin", (event) => keepKeys(event.target));
    el.append(this.root);
    this.onView = () => this.draw();
    this.onFaces = () => {
      this.faces.set(model.get("faces"));
      this.facesVersion += 1;
      this.draw();
    };
    model.on("change:view", this.onView);
    model.on("change:faces", this.onFaces);
    this.faces.set(model.get("faces"));
  }

  destroy() {
    this.model.off("change:view", this.onView);
    this.model.off("change:faces", this.onFaces);
  }

  /** Send an intent {type, seq, ...extra}; the view's `ack` says when Python has answered it
   * (the root's `data-sent` and `data-ack` show both numbers). */
  send(type, extra = {}) {
    this.seq += 1;
    this.root.dataset.sent = String(this.seq);
    this.model.send({ type, seq: this.seq, ...extra });
  }

  /** Whether every message sent so far has been answered in `view`. */
  answered(view) {
    return Number(view.ack || 0) >= this.seq;
  }

  /** Record the answer `view` carries on the root. */
  markAck(view) {
    this.root.dataset.ack = String(view.ack || 0);
  }

  draw() {
    throw new Error("a table view draws itself");
  }
}

/** A table where a learner plays (the game table, the puzzle trainer): a hand card clicked
 * discards, or goes with bater or furar after that button (`mode`); the learner's move buttons,
 * each usable when the view says the engine allows that move. `prefix` starts its classes. */
export class LearnerView extends TableView {
  constructor(model, el, rootClass, prefix) {
    super(model, el, rootClass);
    this.prefix = prefix;
    this.mode = "discard"; // or "bater" / "furar": the next hand card clicked goes with it
  }

  /** A control the learner may not use now: shown, focusable, but inert. */
  act(enabled, f) {
    return () => { if (enabled) f(); };
  }

  /** Back to discarding when bater or furar is no longer possible (`l`: the view's learner). */
  checkMode(l) {
    if (this.mode === "bater" && (!l || !l.can_bater)) this.mode = "discard";
    if (this.mode === "furar" && (!l || !l.can_furar)) this.mode = "discard";
  }

  handClick(code) {
    this.lastCard = code;
    if (this.mode === "bater" || this.mode === "furar") {
      const type = this.mode;
      this.mode = "discard";
      this.claim(type, code);
      this.draw();
    } else {
      this.send("discard", { card: code });
    }
  }

  setMode(mode) {
    this.mode = this.mode === mode ? "discard" : mode;
    this.draw();
  }

  /** Send a bati or a furar a fila (`card` null: with all 10); a table may ask first. */
  claim(type, card) {
    this.send(type, { card });
  }

  /** The vira, the monte and the lixeira. With a learner (`view.learner`) the piles are
   * buttons: a pile the learner may not draw from now still asks, and the engine's refusal,
   * worded for the learner, is shown on the table (why not now), and nothing changes. */
  center(view, t) {
    const P = this.prefix;
    const l = view.learner;
    const count = (n) => h("span", { class: `${P}count cacheta-count`, "aria-hidden": "true" }, String(n));
    const top = view.lixeira;
    const topFace = top ? this.faces.hidden(top.code) : h("span", { class: `${P}empty cacheta-empty` }, t.empty);
    let stock;
    let lixeira;
    if (l) {
      stock = h("button", { class: `${P}pile ${P}monte cacheta-pile`, type: "button", "data-key": "monte",
                            "aria-label": view.monte_label,
                            "aria-disabled": l.can_monte ? null : "true",
                            onclick: () => this.send("draw", { source: "monte" }) },
        this.faces.hidden("back"), count(view.stock));
      lixeira = h("button", { class: `${P}pile ${P}lixeira cacheta-pile`, type: "button", "data-key": "lixeira",
                              "data-card": top ? top.code : null, "aria-label": view.lixeira_label,
                              "aria-disabled": l.can_lixeira ? null : "true",
                              onclick: () => this.send("draw", { source: "lixeira" }) },
        topFace, count(view.lixeira_size));
    } else {
      stock = h("span", { class: `${P}pile ${P}monte cacheta-pile`, role: "img", "aria-label": view.monte_info },
        this.faces.hidden("back"), count(view.stock));
      lixeira = h("span", { class: `${P}pile ${P}lixeira cacheta-pile`, role: "img", "data-card": top ? top.code : null,
                            "aria-label": view.lixeira_info },
        topFace, count(view.lixeira_size));
    }
    const vira = view.vira
      ? h("span", { class: `${P}vira cacheta-vira`, role: "img", "aria-label": view.vira.label,
                    "data-card": view.vira.code }, this.faces.hidden(view.vira.code))
      : h("span", { class: `${P}empty cacheta-empty` }, t.no_vira);
    return h("div", { class: P + "center" },
      h("div", { class: P + "spot" }, h("span", { class: P + "label", "aria-hidden": "true" }, t.vira), vira),
      h("div", { class: P + "spot" }, h("span", { class: P + "label", "aria-hidden": "true" }, t.monte), stock),
      h("div", { class: P + "spot" }, h("span", { class: P + "label", "aria-hidden": "true" }, t.lixeira), lixeira));
  }

  /** A button of the learner's: `data-key`, usable or not, its label, its action. */
  button(key, enabled, label, f, pressed = null, extra = "") {
    return h("button", { class: `${this.prefix}btn cacheta-btn ${extra}`.trim(), type: "button", "data-key": key,
                         "aria-pressed": pressed === null ? null : String(pressed),
                         "aria-disabled": enabled ? null : "true", onclick: this.act(enabled, f) },
      label);
  }

  /** The learner's move buttons (bater, bater with 10, na boa, furar, correr) and the hint of
   * the mode chosen; `t`: the view's words. */
  moveButtons(l, t) {
    const P = this.prefix;
    const bater = this.mode === "bater";
    const furar = this.mode === "furar";
    return [
      this.button("bater", l.can_bater, bater ? t.cancel : t.bater, () => this.setMode("bater"), bater),
      l.bate_with_10
        ? this.button("bater10", l.can_bater10, t.bater10, () => this.claim("bater", null))
        : null,
      l.can_announce ? this.button("na-boa", true, t.announce, () => this.send("na_boa")) : null,
      l.na_boa_calls && l.announced
        ? this.button("furar", l.can_furar, furar ? t.cancel : t.furar, () => this.setMode("furar"), furar)
        : null,
      l.correr_shown ? this.button("correr", l.can_correr, t.correr, () => this.send("correr")) : null,
      bater ? h("span", { class: P + "hint" }, t.bater_hint) : null,
      furar ? h("span", { class: P + "hint" }, t.furar_hint) : null,
    ];
  }
}

/** The anywidget module of a view class: `export default mount(MyView)`. */
export function mount(View) {
  return {
    render({ model, el }) {
      const view = new View(model, el);
      view.draw();
      return () => view.destroy();
    },
  };
}
