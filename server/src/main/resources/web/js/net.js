// The JSON protocol (protocol/README.md) over a WebSocket: one message per text frame.
// Requests are answered in order, one answer each; everything else is pushed.
const ANSWERS = new Set(['ok', 'error', 'welcome', 'who', 'games', 'scoreboard', 'history',
  'export', 'tournament', 'ratings', 'finger', 'analysis', 'simul', 'simuls', 'simul_audit']);

export function socketUrl(path) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

export class Connection {
  constructor(path) {
    this.path = path;
    this.pending = [];
    this.handlers = new Map();
    this.onclose = () => {};
  }

  open() {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(socketUrl(this.path));
      this.ws = ws;
      ws.onopen = () => resolve(this);
      ws.onerror = () => reject(new Error('cannot reach the server'));
      ws.onclose = () => {
        for (const waiting of this.pending.splice(0)) {
          waiting.resolve({ type: 'error', code: 'closed', message: 'connection closed' });
        }
        this.onclose();
      };
      ws.onmessage = (event) => this.receive(event.data);
    });
  }

  get isOpen() {
    return this.ws && this.ws.readyState === WebSocket.OPEN;
  }

  receive(text) {
    if (!text) return;
    let message;
    try {
      message = JSON.parse(text);
    } catch (e) {
      console.warn('not JSON from the server', e);
      return;
    }
    if (message.type === 'ping') {
      this.ws.send(JSON.stringify({ type: 'pong', id: message.id }));
      return;
    }
    const head = this.pending[0];
    const answers = head && (ANSWERS.has(message.type)
        || (message.type === 'state' && (head.type === 'replay' || head.type === 'resync')));
    if (answers) {
      this.pending.shift();
      head.resolve(message);
      return;
    }
    for (const handler of this.handlers.get(message.type) || []) handler(message);
    for (const handler of this.handlers.get('*') || []) handler(message);
  }

  /** Sends a request; resolves with its answer (an error message included). */
  request(message) {
    return new Promise((resolve) => {
      if (!this.isOpen) {
        resolve({ type: 'error', code: 'closed', message: 'not connected' });
        return;
      }
      this.pending.push({ type: message.type, resolve });
      this.ws.send(JSON.stringify(message));
    });
  }

  on(type, handler) {
    if (!this.handlers.has(type)) this.handlers.set(type, []);
    this.handlers.get(type).push(handler);
  }

  close() {
    if (this.ws) this.ws.close();
  }
}
