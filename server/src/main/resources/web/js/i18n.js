// The page's words in its language, from the server's own words files (/api/words serves the keys
// under page. of words/<language>.properties): never a second copy in the page. The language is
// ?lang= when given, else the one picked in the selector (kept in this browser), else the
// logged-in user's (kept by the server), else the browser's (Accept-Language), else the server's
// default. Persian lays the page out right to
// left; the board keeps its orientation (app.css).
const STORE = 'arbiter.language';
const asked = new URLSearchParams(location.search).get('lang') || localStorage.getItem(STORE);

async function load() {
  try {
    const response = await fetch(`/api/words${asked ? `?lang=${encodeURIComponent(asked)}` : ''}`);
    if (response.ok) return await response.json();
  } catch (e) {
    console.warn('the page words are unavailable; keys show instead', e);
  }
  return { language: 'en', languages: [], words: {} };
}

const answer = await load();
const words = answer.words || {};

/** The page's language code (en, ru, fa). */
export const language = answer.language;

const numbers = new Intl.NumberFormat(language, { useGrouping: false });
const zero = numbers.format(0);

/** A text's ASCII digits in the language's digits (Persian for fa, as CLDR writes them). */
export function digits(text) {
  return zero === '0' ? String(text) : String(text).replace(/[0-9]/g, (d) => numbers.format(Number(d)));
}

/** The words of a key with its arguments put in; a number in the language's digits. */
export function t(key, ...args) {
  const template = words[key];
  if (template === undefined) return key;
  return template.replace(/\{(\d+)\}/g, (whole, n) => {
    if (Number(n) >= args.length) return whole;
    const arg = args[Number(n)];
    return typeof arg === 'number' ? digits(arg) : String(arg);
  });
}

/** The words of a side (white, black) as the server's speech board says them. */
export function side(name) {
  return words[`side.${name}`] === undefined ? name : t(`side.${name}`);
}

/**
 * Words every element that names a key: data-i18n (its text), data-i18n-placeholder,
 * data-i18n-label (aria-label) and data-i18n-title; and puts the language selector into
 * #language-choice.
 */
export function translate(root = document) {
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.getAttribute('data-i18n'));
  for (const [attribute, target] of [['placeholder', 'placeholder'], ['label', 'aria-label'], ['title', 'title']]) {
    for (const node of root.querySelectorAll(`[data-i18n-${attribute}]`)) {
      node.setAttribute(target, t(node.getAttribute(`data-i18n-${attribute}`)));
    }
  }
}

/**
 * After a login: when nothing chose the page's language, the user's kept one (if any) takes over,
 * reloading the page in it (the login comes back by its cookie).
 */
export async function followUser() {
  if (asked) return;
  const kept = await load();
  if (kept.language !== language) location.reload();
}

function selector() {
  const select = document.createElement('select');
  select.id = 'language';
  select.setAttribute('aria-label', t('page.language'));
  for (const { code, name } of answer.languages || []) {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    option.textContent = name;
    option.selected = code === language;
    select.append(option);
  }
  select.addEventListener('change', async () => {
    localStorage.setItem(STORE, select.value);
    // kept for a logged-in user, as telnet's set language (403 without a login: the browser keeps it)
    await fetch('/api/language', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: select.value }) }).catch(() => {});
    const url = new URL(location.href);
    url.searchParams.delete('lang');
    location.replace(url); // a saved login and a running game come back after the reload
  });
  return select;
}

document.documentElement.lang = language;
document.documentElement.dir = t('page.dir') === 'rtl' ? 'rtl' : 'ltr';
translate();
const choice = document.getElementById('language-choice');
if (choice) choice.append(selector());
