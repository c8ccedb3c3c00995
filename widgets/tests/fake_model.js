// A stand-in for anywidget's model in the front-end unit tests: the state, change events
// ("change:<key>" on set) and the messages the view sent.
export class FakeModel {
  constructor(state) {
    this.state = state;
    this.handlers = {};
    this.sent = [];
  }
  get(key) { return this.state[key]; }
  set(key, value) {
    this.state[key] = value;
    for (const f of this.handlers["change:" + key] || []) f();
  }
  on(event, f) { (this.handlers[event] ||= []).push(f); }
  off(event, f) { this.handlers[event] = (this.handlers[event] || []).filter((g) => g !== f); }
  send(msg) { this.sent.push(msg); }
}
