// What would be English on a page in another language (issue 52), read from the messages'
// own file (i18n/en.ftl): every run of two words or more of a message's text that the
// language's own file does not also hold ("PlayStrategy FEN" is said alike), and every
// one-word label (Undo, Hint) the language says otherwise. Used by the specs that walk a
// visit in another language (e2e/language-game.spec.ts) and that check what a failure says.
import { readFileSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';

/** Each message's value in a language's file, by id (continuation lines joined). */
export function messages(code: string): Map<string, string> {
  const out = new Map<string, string>();
  let id: string | null = null;
  for (const line of readFileSync(`i18n/${code}.ftl`, 'utf8').split('\n')) {
    const start = /^([a-z][a-z0-9-]*) =(.*)$/.exec(line);
    if (start) {
      id = start[1];
      out.set(id, start[2]);
    } else if (id && /^\s+\S/.test(line)) {
      out.set(id, `${out.get(id)}\n${line}`);
    } else if (!/^\s*$/.test(line)) {
      id = null;
    }
  }
  return out;
}

/** The literal text of a message value: what is left once its placeables, selectors and
 *  variant keys are taken out, in runs. */
function literalRuns(value: string): string[] {
  return value
    .replace(/\{\s*"[^"]*"\s*\}/g, '\n')
    .replace(/\{\s*[$-][^{}\n]*->/g, '\n')
    .replace(/\{[^{}]*\}/g, '\n')
    .replace(/\*?\[[^\]\n]*\]/g, '\n')
    .replace(/[{}]/g, '\n')
    .split('\n')
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const ENGLISH = messages('en');

/** What would be English on a page in `code`: runs of two words or more that the
 *  language's file does not hold, and the one-word messages it says otherwise. */
export function englishIn(code: string) {
  const own = messages(code);
  const ownText = [...own.values()].join('\n').toLowerCase();
  const runs = new Set<string>();
  const words = new Set<string>();
  for (const [id, value] of ENGLISH) {
    for (const run of literalRuns(value)) {
      if (/[A-Za-z]{2,}[^A-Za-z]+[A-Za-z]{2,}/.test(run) && run.length >= 8 && !ownText.includes(run.toLowerCase())) runs.add(run);
    }
    const plain = value.trim();
    if (/^[A-Z][a-z]+$/.test(plain) && own.get(id)?.trim() !== plain) words.add(plain);
  }
  return { runs: [...runs], words };
}

/** The English the screen shows: the runs in its text, and the labels that are one
 *  English word. */
export async function englishOnScreen(page: Page | FrameLocator, english: ReturnType<typeof englishIn>) {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  const labels = await page
    .locator('button, a, legend, label, h1, h2, h3, th, summary, [role=status] *')
    .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => (e.textContent ?? '').trim()));
  return [...english.runs.filter((run) => text.includes(run)), ...labels.filter((label) => english.words.has(label))];
}
