// Unit tests of the module both tables share (shared.js), with a fake model.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  Faces, TableView, activeKey, focusFirst, h, mount, noScroll, restoreFocus, roving, usesKey,
} from "../shared.js";
import { FakeModel } from "./fake_model.js";

const svg = (code) => `<svg role="img" aria-label="${code}"><title>${code}</title></svg>`;

let el;
beforeEach(() => {
  el = document.createElement("div");
  document.body.append(el);
});
afterEach(() => el.remove());

describe("h", () => {
  it("sets attributes, listeners and children, skipping empty ones", () => {
    let clicked = 0;
    const node = h("button", { class: "a b", "aria-pressed": "true", disabled: false,
                               hidden: true, title: null, onclick: () => { clicked += 1; } },
                   "x", 2, null, false, [h("span", {}, "y")]);
    expect(node.className).toBe("a b");
    expect(node.getAttribute("aria-pressed")).toBe("true");
    expect(node.hasAttribute("disabled")).toBe(false);
    expect(node.getAttribute("hidden")).toBe("");
    expect(node.hasAttribute("title")).toBe(false);
    expect(node.textContent).toBe("x2y");
    node.click();
    expect(clicked).toBe(1);
  });
});

describe("Faces", () => {
  it("parses each face once and gives a new node each time", () => {
    const faces = new Faces();
    faces.set({ "Ah/sm": svg("Ah") });
    const a = faces.node("Ah/sm");
    const b = faces.node("Ah/sm");
    expect(a).not.toBe(b);
    expect(a.getAttribute("aria-label")).toBe("Ah");
    expect(faces.templates.size).toBe(1);
  });

  it("looks in the extra faces first, and shows the key when there is no face", () => {
    const faces = new Faces();
    faces.set({ "Ah/sm": svg("Ah") });
    expect(faces.node("Ah/sm", { "Ah/sm": svg("wild") }).getAttribute("aria-label")).toBe("wild");
    const none = faces.node("Zz/sm");
    expect(none.className).toBe("cacheta-noface");
    expect(none.textContent).toBe("Zz/sm");
  });

  it("hides a decorative face from screen readers", () => {
    const faces = new Faces();
    faces.set({ "Ah/sm": svg("Ah") });
    const node = faces.hidden("Ah/sm");
    expect(node.getAttribute("aria-hidden")).toBe("true");
    expect(node.hasAttribute("role")).toBe(false);
    expect(faces.node("Ah/sm").getAttribute("role")).toBe("img"); // the template is untouched
  });

  it("keeps its cache for the same faces and drops it for new ones", () => {
    const faces = new Faces();
    const source = { "Ah/sm": svg("Ah") };
    faces.set(source);
    faces.node("Ah/sm");
    faces.set(source);
    expect(faces.templates.size).toBe(1);
    faces.set({ "Ah/sm": svg("Ah2") });
    expect(faces.templates.size).toBe(0);
    expect(faces.node("Ah/sm").getAttribute("aria-label")).toBe("Ah2");
  });
});

describe("focus helpers", () => {
  const key = (target, name) =>
    target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));

  it("roving: arrows, Home and End move the focus; one item in the Tab order", () => {
    const items = [0, 1, 2, 3, 4, 5].map((i) => h("button", { "data-key": "c#" + i }, String(i)));
    const group = roving(h("div", {}, items), items, 3);
    el.append(group);
    expect(items.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    items[0].focus();
    key(items[0], "ArrowRight");
    expect(document.activeElement).toBe(items[1]);
    key(items[1], "ArrowDown");
    expect(document.activeElement).toBe(items[4]);
    key(items[4], "End");
    expect(document.activeElement).toBe(items[5]);
    key(items[5], "ArrowRight");
    expect(document.activeElement).toBe(items[5]);
    key(items[5], "Home");
    expect(document.activeElement).toBe(items[0]);
    expect(items.filter((b) => b.tabIndex === 0)).toEqual([items[0]]);
  });

  it("roving: the keys go past a disabled item, which is never the Tab stop", () => {
    const items = ["hand", "vira", "seen"].map((id) => h("button", { "data-key": id }, id));
    items[1].disabled = true;
    const group = roving(h("div", {}, items), items, 0, 1);
    el.append(group);
    expect(items.map((b) => b.tabIndex)).toEqual([-1, -1, 0]);
    items[0].focus();
    key(items[0], "ArrowRight");
    expect(document.activeElement).toBe(items[2]);
    key(items[2], "ArrowLeft");
    expect(document.activeElement).toBe(items[0]);
    key(items[0], "End");
    expect(document.activeElement).toBe(items[2]);
    key(items[2], "ArrowRight"); // the last: stays
    expect(document.activeElement).toBe(items[2]);
  });

  it("noScroll: a scrolling key the focused control does not use is stopped", () => {
    const press = (target, name, extra = {}) => {
      const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true,
                                                   ...extra });
      noScroll(Object.defineProperty(event, "target", { value: target }));
      return event.defaultPrevented;
    };
    const button = h("button");
    const row = h("tr");
    const text = h("input", { type: "text" });
    const check = h("input", { type: "checkbox" });
    const menu = h("select");
    for (const name of ["PageDown", "PageUp", "Home", "End", "ArrowDown"]) {
      expect(press(button, name)).toBe(true);
      expect(press(text, name)).toBe(name.startsWith("Page")); // the caret's, but a page
      expect(press(menu, name)).toBe(false); // the menu's options
    }
    expect(press(row, " ")).toBe(true); // Space on a discard row
    expect(press(button, " ")).toBe(false); // it presses the button
    expect(press(check, " ")).toBe(false);
    expect(press(check, "End")).toBe(true);
    expect(press(button, "Enter")).toBe(false);
    expect(press(button, "End", { ctrlKey: true })).toBe(false); // the browser's own
    expect(usesKey(h("summary"), " ")).toBe(true);
  });

  it("restoreFocus finds the same key, or the nearest member of its group", () => {
    const root = h("div", {}, h("button", { "data-key": "reset", disabled: true }),
      h("button", { "data-key": "undo" }), h("button", { "data-key": "hand#0" }),
      h("button", { "data-key": "hand#1" }));
    el.append(root);
    expect(restoreFocus(root, "hand#5")).toBe(true);
    expect(activeKey(root)).toBe("hand#1");
    expect(restoreFocus(root, "reset")).toBe(false); // disabled: it cannot take the focus
    expect(restoreFocus(root, "gone")).toBe(false);
    expect(focusFirst(root, ["reset", "gone", "undo"])).toBe(true);
    expect(activeKey(root)).toBe("undo");
  });
});

class CountView extends TableView {
  constructor(model, el) {
    super(model, el, "test-root");
    this.draws = 0;
  }
  draw() {
    this.draws += 1;
    const view = this.model.get("view");
    this.root.replaceChildren(h("button", { "data-key": "go", onclick: () => this.send("go", { n: 1 }) },
                                            view.label));
    this.markAck(view);
  }
}

describe("TableView and mount", () => {
  it("draws on every change of the view or the faces, and stops after destroy", () => {
    const model = new FakeModel({ view: { label: "a", ack: 0 }, faces: {} });
    const cleanup = mount(CountView).render({ model, el });
    const root = el.querySelector(".test-root");
    expect(root.classList.contains("cacheta-root")).toBe(true);
    expect(root.textContent).toBe("a");
    model.set("view", { label: "b", ack: 0 });
    model.set("faces", { "Ah/sm": svg("Ah") });
    expect(root.textContent).toBe("b");
    cleanup();
    model.set("view", { label: "c", ack: 0 });
    expect(root.textContent).toBe("b");
  });

  it("numbers the messages it sends and knows when they are answered", () => {
    const model = new FakeModel({ view: { label: "a", ack: 0 }, faces: {} });
    mount(CountView).render({ model, el });
    const root = el.querySelector(".test-root");
    root.querySelector("button").click();
    root.querySelector("button").click();
    expect(model.sent).toMatchObject([{ type: "go", seq: 1, n: 1 }, { type: "go", seq: 2, n: 1 }]);
    expect(root.dataset.sent).toBe("2");
    model.set("view", { label: "a", ack: 1 });
    expect(root.dataset.ack).toBe("1");
  });

  it("two views of one table each know when their own messages are answered", () => {
    const model = new FakeModel({ view: { label: "a", ack: 0, acks: {} }, faces: {} });
    const other = document.createElement("div");
    document.body.append(other);
    mount(CountView).render({ model, el });
    mount(CountView).render({ model, el: other });
    const [first, second] = [el, other].map((e) => e.querySelector(".test-root"));
    for (let i = 0; i < 3; i += 1) first.querySelector("button").click();
    second.querySelector("button").click();
    const [a, b] = [model.sent[0].view, model.sent[3].view];
    expect(a).not.toBe(b);
    expect(model.sent.map((m) => [m.view, m.seq])).toEqual([[a, 1], [a, 2], [a, 3], [b, 1]]);
    model.set("view", { label: "a", ack: 1, acks: { [a]: 3, [b]: 1 } });
    expect([first.dataset.ack, first.dataset.sent]).toEqual(["3", "3"]);
    expect([second.dataset.ack, second.dataset.sent]).toEqual(["1", "1"]);
    other.remove();
  });

  it("keeps the keys pressed inside it from the notebook's shortcuts", () => {
    const model = new FakeModel({ view: { label: "a", ack: 0 }, faces: {} });
    mount(CountView).render({ model, el });
    const root = el.querySelector(".test-root");
    expect(root.getAttribute("data-lm-suppress-shortcuts")).toBe("true");
    let outside = 0;
    document.body.addEventListener("keydown", () => { outside += 1; });
    root.querySelector("button").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown",
                                                                              bubbles: true }));
    expect(outside).toBe(0);
    el.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(outside).toBe(1);
  });
});

describe("shared.css", () => {
  it("styles only classes with the shared prefix and follows the notebook's theme", () => {
    const css = readFileSync(resolve(process.cwd(), "shared.css"), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "");
    const classes = css.match(/\.[a-zA-Z_][\w-]*/g) || [];
    expect(classes.length).toBeGreaterThan(3);
    for (const name of classes) expect(name).toMatch(/^\.cacheta-/);
    for (const v of ["--jp-ui-font-color1", "--jp-layout-color1", "--jp-brand-color1"]) {
      expect(css).toContain(`var(${v},`); // each theme variable with a fallback
    }
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline:/);
  });
});
