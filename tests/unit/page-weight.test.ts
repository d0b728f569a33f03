import { describe, expect, it } from 'vitest';
import { rscPayload, sectionCosts } from '../../scripts/harness/page-weight.mjs';

// A page as Next serves it: the markup, then its RSC payload in `self.__next_f.push` scripts.
// Row 3 is the intro both sections show. Rows 4 to 6 only the second refers to: its list, a
// server action's reference and the client component it is passed to. The hint line has no id.
const ROWS = [
  '0:{"P":null,"c":["",""],"f":"$L1"}',
  '1:["$","main",null,{"children":[["$","section",null,{"id":"first","children":"$L3"}],"$L2"]}]',
  ':HL["/_next/static/chunks/page.css","style"]',
  '2:["$","section",null,{"id":"second","children":["$L3","$L4",["$","$L6",null,{"action":"$h5"}]]}]',
  '5:{"id":"7fc6d59ad089","bound":null}',
  '6:I[81151,[],"ContactForm"]',
  '3:["$","p",null,{"children":"An intro both sections show"}]',
  `4:["$","ul",null,{"children":${JSON.stringify(Array.from({ length: 40 }, (_, i) => ['$', 'li', String(i), { children: `Item number ${i} of the second section` }]))}}]`,
];
const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
const PAGE =
  '<!DOCTYPE html><html><head></head><body><main>' +
  '<section id="first"><p>An intro both sections show</p></section>' +
  '<section id="second"><p>An intro both sections show</p><ul>' +
  Array.from({ length: 40 }, (_, i) => `<li>Item number ${i} of the second section</li>`).join('') +
  '</ul></section></main>' +
  push(`${ROWS.slice(0, 3).join('\n')}\n`) +
  push(`${ROWS.slice(3).join('\n')}\n`) +
  '</body></html>';

describe('page weight', () => {
  it('reads the RSC payload from every push script', () => {
    expect(rscPayload(PAGE).scripts).toBe(2);
  });

  it('costs a section its markup, its element and the rows only it refers to', () => {
    const { whole, sections } = sectionCosts(PAGE);
    const cost = Object.fromEntries(sections.map((section) => [section.id, section.rawBytes]));
    const inPayload = (text: string) => JSON.stringify(text).length - 2;
    const markup = (id: string) => new RegExp(`<section id="${id}">.*?</section>`).exec(PAGE)![0].length;
    const row = (id: string) => ROWS.find((line) => line.startsWith(`${id}:`))!;
    const firstElement = inPayload(row('1')) - inPayload(row('1').replace(/\["\$","section",null,\{"id":"first","children":"\$L3"\}\]/, 'null'));
    // The first section leaves the intro row the second still shows. The second's own row becomes
    // `null`, as if it rendered nothing, and takes rows 4, 5 and 6, which only it refers to.
    expect(cost.first).toBe(markup('first') + firstElement);
    expect(cost.second).toBe(
      markup('second') + inPayload(row('2').slice('2:'.length)) - 'null'.length + inPayload(`${row('4')}\n${row('5')}\n${row('6')}\n`),
    );
    expect(whole.rawBytes).toBeGreaterThan(cost.first! + cost.second!);
  });
});
