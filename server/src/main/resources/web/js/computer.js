// "Play the computer": a lobby card that challenges a bot (a house bot at a level, or an external
// engine the server runs) in a variant and time control. The bots come from `who`'s `bots`.
import { el, clear } from './dom.js';
import { t, digits } from './i18n.js';

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
        `${digits(n)}${n === 1 ? ` ${t('page.level_beginner')}` : n === 8 ? ` ${t('page.level_full')}` : ''}`)));
    this.variant = el('select', { id: 'computer-variant' },
      ['chess', 'kingcapture', 'pawns', 'minishogi', 'checkers'].map((v) => el('option', { value: v }, v)));
    this.time = el('input', { id: 'computer-time', value: '5+3', placeholder: t('page.time_hint') });
    this.opponent.addEventListener('change', () => { this.levelLabel.hidden = this.opponent.value !== 'house'; });
    this.levelLabel = el('label', {}, `${t('page.level')} `, this.level);
    clear(container).append(
      el('h2', {}, t('page.play_computer')),
      el('form', { id: 'computer-form', onsubmit: (e) => { e.preventDefault(); this.play(); } },
        el('label', {}, `${t('page.opponent')} `, this.opponent), this.levelLabel,
        el('label', {}, `${t('page.variant')} `, this.variant), el('label', {}, `${t('page.time_control')} `, this.time),
        el('button', { type: 'submit', id: 'computer-play' }, t('page.play'))));
    this.bots([]);
  }

  /** The bots online now (`who`'s `bots`): the house bot, then each external engine. */
  bots(names) {
    const engines = names.filter((name) => !HOUSE.test(name));
    if (engines.join() === this.engines.join() && this.opponent.options.length) return;
    this.engines = engines;
    const chosen = this.opponent.value;
    clear(this.opponent).append(el('option', { value: 'house' }, t('page.house_bot')),
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
