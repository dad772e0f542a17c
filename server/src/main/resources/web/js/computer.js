// "Play the computer": a lobby card that challenges a bot (a house bot at a level, or an external
// engine the server runs) in a variant and time control. The bots come from `who`'s `bots`.
import { el, clear } from './dom.js';

const HOUSE = /^house[1-8]?$/;

export class ComputerCard {
  /**
   * @param container the card's element
   * @param request sends a JSON request, resolving with its answer
   * @param notice shows one line to the player
   */
  constructor(container, request, notice) {
    this.request = request;
    this.notice = notice;
    this.engines = [];
    this.opponent = el('select', { id: 'computer-opponent' });
    this.level = el('select', { id: 'computer-level' },
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => el('option', { value: n, selected: n === 4 },
        `${n}${n === 1 ? ' (beginner)' : n === 8 ? ' (full strength)' : ''}`)));
    this.variant = el('select', { id: 'computer-variant' },
      ['chess', 'kingcapture', 'pawns', 'minishogi', 'checkers'].map((v) => el('option', { value: v }, v)));
    this.time = el('input', { id: 'computer-time', value: '5+3', placeholder: 'untimed, or 5+3' });
    this.opponent.addEventListener('change', () => { this.levelLabel.hidden = this.opponent.value !== 'house'; });
    this.levelLabel = el('label', {}, 'Level ', this.level);
    clear(container).append(
      el('h2', {}, 'Play the computer'),
      el('form', { id: 'computer-form', onsubmit: (e) => { e.preventDefault(); this.play(); } },
        el('label', {}, 'Opponent ', this.opponent), this.levelLabel,
        el('label', {}, 'Variant ', this.variant), el('label', {}, 'Time control ', this.time),
        el('button', { type: 'submit', id: 'computer-play' }, 'Play')));
    this.bots([]);
  }

  /** The bots online now (`who`'s `bots`): the house bot, then each external engine. */
  bots(names) {
    const engines = names.filter((name) => !HOUSE.test(name));
    if (engines.join() === this.engines.join() && this.opponent.options.length) return;
    this.engines = engines;
    const chosen = this.opponent.value;
    clear(this.opponent).append(el('option', { value: 'house' }, 'house bot'),
      engines.map((name) => el('option', { value: name }, name)));
    if (chosen && [...this.opponent.options].some((o) => o.value === chosen)) this.opponent.value = chosen;
    this.levelLabel.hidden = this.opponent.value !== 'house';
  }

  async play() {
    const user = this.opponent.value === 'house' ? `house${this.level.value}` : this.opponent.value;
    const message = { type: 'challenge', user, variant: this.variant.value, limit: 0, rated: false };
    const time = this.time.value.trim();
    if (time) message.time = time;
    const answer = await this.request(message);
    if (answer.type === 'error') this.notice(answer.message, 'error');
  }
}
