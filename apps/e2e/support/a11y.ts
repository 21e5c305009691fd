import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA: the bar every screen is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core over the page (or only inside `include`) with the WCAG A/AA rules and fails on any
 * violation, whatever its impact, listing each rule and the elements it found.
 */
export async function expectAccessible(
  page: Page,
  options: { include?: string[]; exclude?: string[]; label?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  assert.ok(results.passes.length > 0, 'axe found nothing to check');
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
        )
        .join('; ')}`,
  );
  assert.deepEqual(found, [], `axe violations on ${options.label ?? page.url()}`);
}

interface Stop {
  probe: string;
  tag: string;
  name: string;
  focusVisible: boolean;
  describe: string;
}

/**
 * Presses Tab through the whole page and checks that every visible interactive element is reached, has
 * an accessible name and shows where the focus is. "Interactive" is what can be focused with Tab
 * (tabindex ≥ 0) plus anything that looks clickable (a pointer cursor) — an anchor without href or a
 * div with a click handler is exactly what a keyboard user cannot reach. Items of composite widgets
 * (tabs, menus, radio groups, trees, listboxes) are reached with the arrow keys, so only one of each
 * needs a Tab stop. Returns the accessible names in Tab order.
 */
export async function tabThrough(
  page: Page,
  options: { within?: string; maxStops?: number; label?: string } = {},
): Promise<string[]> {
  const within = options.within ?? 'body';
  const label = options.label ?? page.url();
  const expected = await page.evaluate((rootSelector) => {
    const root = document.querySelector(rootSelector) ?? document.body;
    const composite =
      '[role=tab],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=radio],[role=option],[role=treeitem],[role=gridcell],[role=row]';
    const focusable =
      'a[href],button,input,select,textarea,summary,iframe,[tabindex],[contenteditable=""],[contenteditable=true]';
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !el.closest('[inert],[aria-hidden="true"]')
      );
    };
    const out: { probe: string; describe: string; tabbable: boolean }[] = [];
    let next = 0;
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      if (!visible(el)) continue;
      const disabled = (el as HTMLButtonElement).disabled === true;
      if (disabled) continue;
      const isFocusable = el.matches(focusable) && el.tabIndex >= 0;
      const looksClickable =
        getComputedStyle(el).cursor === 'pointer' &&
        !el.parentElement?.closest(focusable) &&
        getComputedStyle(el.parentElement ?? el).cursor !== 'pointer' &&
        !el.matches('label, label *') &&
        !el.querySelector(focusable);
      if (!isFocusable && !looksClickable) continue;
      // One Tab stop per composite widget: its other items are reached with the arrow keys.
      if (el.matches(composite) && el.tabIndex < 0) continue;
      // A radio group is one Tab stop, on its checked radio or its first.
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const group = Array.from(
          document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`),
        );
        const stop = group.find((r) => r.checked) ?? group[0];
        if (stop !== el) continue;
      }
      next += 1;
      el.dataset.tabProbe = String(next);
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      out.push({
        probe: String(next),
        describe: `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''}> “${text}”`,
        tabbable: isFocusable,
      });
    }
    return out;
  }, within);

  const unreachable = expected.filter((e) => !e.tabbable).map((e) => e.describe);
  assert.deepEqual(unreachable, [], `clickable but not focusable with the keyboard on ${label}`);

  const cdp = await page.context().newCDPSession(page);
  const stops: Stop[] = [];
  const seen = new Set<string>();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const limit = options.maxStops ?? expected.length * 2 + 30;
  let first: string | undefined;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: 'document.activeElement',
    })) as { result: { objectId?: string } };
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // A focus indicator is whatever changes when the element takes focus: an outline, a ring, a border
      // or background colour, on the element or on the box drawn around it (:focus-within, as Mantine's
      // password and select fields do). Compare the element focused and, for a moment, not — without
      // transitions, so each state is read as it ends, not on its way.
      const boxes = [el, el.parentElement, el.parentElement?.parentElement].filter(
        (box): box is HTMLElement => box instanceof HTMLElement,
      );
      const transitions = boxes.map((box) => box.style.transition);
      for (const box of boxes) box.style.transition = 'none';
      const look = () =>
        boxes
          .map((box) => {
            const style = getComputedStyle(box);
            return [
              style.outlineStyle === 'none'
                ? 'none'
                : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
              style.boxShadow,
              style.borderColor,
              style.backgroundColor,
            ].join('|');
          })
          .join('/');
      const focused = look();
      const matchesFocusVisible = el.matches(':focus-visible');
      el.blur();
      const unfocused = look();
      el.focus({ preventScroll: true });
      boxes.forEach((box, i) => {
        box.style.transition = transitions[i] ?? '';
      });
      return {
        probe: el.dataset.tabProbe ?? `unlisted:${el.tagName.toLowerCase()}:${el.id || el.className}`,
        tag: el.tagName.toLowerCase(),
        focusVisible: matchesFocusVisible && focused !== unfocused,
        describe: `<${el.tagName.toLowerCase()}> “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`,
      };
    });
    if (!info) continue;
    if (info.probe === first) break;
    first ??= info.probe;
    if (seen.has(info.probe)) continue;
    seen.add(info.probe);
    let name = '';
    if (result.objectId) {
      const tree = (await cdp.send('Accessibility.getPartialAXTree', {
        objectId: result.objectId,
        fetchRelatives: false,
      })) as { nodes: { name?: { value?: string } }[] };
      name = String(tree.nodes[0]?.name?.value ?? '').trim();
    }
    stops.push({ ...info, name });
  }
  await cdp.detach();

  const missed = expected.filter((e) => !seen.has(e.probe)).map((e) => e.describe);
  assert.deepEqual(missed, [], `not reached with Tab on ${label}`);
  const nameless = stops.filter((s) => !s.name).map((s) => s.describe);
  assert.deepEqual(nameless, [], `Tab stops without an accessible name on ${label}`);
  const invisible = stops.filter((s) => !s.focusVisible).map((s) => s.describe);
  assert.deepEqual(invisible, [], `Tab stops without a visible focus indicator on ${label}`);
  return stops.map((s) => s.name);
}
