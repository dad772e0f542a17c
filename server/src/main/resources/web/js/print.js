// Links to a tournament's printouts for the hall (/tournament/NAME/print/...): each as a PDF and
// as a page to print, in the page's language. Anyone may open the lists; the result slips and
// board cards answer only the tournament's organizers (signed in on this browser).
import { el } from './dom.js';
import { t, language } from './i18n.js';

const KINDS = [['pairings', 'page.print_pairings'], ['alphabetical', 'page.print_alphabetical'],
  ['standings', 'page.print_standings'], ['crosstable', 'page.print_crosstable'],
  ['players', 'page.print_players'], ['berger', 'page.print_berger'],
  ['slips', 'page.print_slips'], ['cards', 'page.print_cards']];

/** A folded list of the printouts of tournament `name`. */
export function printLinks(name) {
  const base = `/tournament/${encodeURIComponent(name)}/print/`;
  const lang = `?lang=${encodeURIComponent(language)}`;
  const items = KINDS.map(([kind, key]) => el('li', {},
    el('a', { href: `${base}${kind}.pdf${lang}`, target: '_blank' }, t(key)), ' (',
    el('a', { href: `${base}${kind}${lang}`, target: '_blank' }, t('page.print_page')), ')'));
  return el('details', { class: 'print' }, el('summary', {}, t('page.print')), el('ul', {}, items));
}
