// Every machine the machines package exports has a Storybook story (issue 28 point 3): the package's own exports are
// read (not a hand list), each model must be rendered by a story whose id is the one the e2e test opens, and an
// exported machine no model explores fails too. The e2e storybook test checks the same against the built index.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as machines from '@caravan/machines';
import { describe, expect, it } from 'vitest';

const storiesDir = fileURLToPath(new URL('../../stories/src/machines', import.meta.url));

/** Storybook's id of a title and export: lower case, every run of other characters one '-'. */
const storyId = (title: string, exportName: string) => {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${slug(title)}--${slug(exportName)}`;
};

/** Each machine story file: its id and the model export it renders. */
const stories = readdirSync(storiesDir)
  .filter((f) => f.endsWith('.stories.tsx'))
  .flatMap((file) => {
    const text = readFileSync(join(storiesDir, file), 'utf8');
    const title = /title: '([^']+)'/.exec(text)?.[1];
    const model = /model=\{(\w+)\}/.exec(text)?.[1];
    return title && model ? [{ file, id: storyId(title, 'Explorer'), model }] : [];
  });

describe('machine stories', () => {
  const { models, machinesWithoutModel } = machines.exportedMachineModels(machines);

  it('[issue 28] every exported machine is explored by an exported model', () => {
    expect(Object.keys(models).length).toBeGreaterThan(20);
    expect(machinesWithoutModel).toEqual([]);
  });

  it('[issue 28] every model the package exports has its explorer story, under the id the e2e test opens', () => {
    const missing = Object.keys(models).filter(
      (name) => !stories.some((s) => s.model === name && s.id === machines.machineStoryId(name)),
    );
    expect(missing).toEqual([]);
  });
});
