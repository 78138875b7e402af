import { readFileSync } from 'node:fs';

/** The code block of a README fenced as ```ts example (exactly one is expected). */
export function readmeExample(readmePath: string): string {
  const blocks = [...readFileSync(readmePath, 'utf8').matchAll(/^```ts example\n([\s\S]*?)^```$/gm)];
  if (blocks.length !== 1)
    throw new Error(`${readmePath}: expected one \`\`\`ts example block, found ${blocks.length}`);
  return blocks[0]![1]!;
}
