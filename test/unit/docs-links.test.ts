import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

/** Every relative link of the documentation (`docs/`, `README.md`) points at a file or folder of the repository. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The targets of a Markdown text's inline links and link definitions, outside code. */
export function linkTargets(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const inline = [...text.matchAll(/\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  const definitions = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...definitions];
}

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');

it('every relative link in docs/ and README.md resolves', () => {
  const broken = ['README.md', ...markdownFiles('docs')].flatMap((file) =>
    linkTargets(readFileSync(file, 'utf8'))
      .filter(isRelative)
      .filter((target) => !existsSync(join(dirname(file), decodeURIComponent(target.split('#')[0]!))))
      .map((target) => `${file}: ${target}`),
  );
  expect(broken).toEqual([]);
});

it('finds the links of a Markdown text, not those in code', () => {
  const text = 'See [a](docs/a.md#part), [b](<b c.md>) and `[c](c.md)`.\n\n[d]: ./d.md\n```\n[e](e.md)\n```\n';
  expect(linkTargets(text)).toEqual(['docs/a.md#part', 'b c.md', './d.md']);
});
