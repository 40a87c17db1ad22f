// The dependency rules `npm run lint` checks (issue 28 point 2): imports point down the layers only
// (apps -> ui -> machines -> domain), never across apps, and nothing imports in a circle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: split the shared part into a module both sides import. The Drizzle schema is exempt: it is ' +
        'one schema split by table, and its foreign keys name each other through lazy callbacks (references(() => x.id)).',
      from: { pathNot: '^apps/api/src/db/schema/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-imports-nothing-above',
      severity: 'error',
      comment: 'The domain is the bottom layer: it imports no machine, screen, app, story or test.',
      from: { path: '^packages/domain/src' },
      to: { path: '^(packages/(machines|ui)|apps|stories|tests)/' },
    },
    {
      name: 'machines-import-only-the-domain',
      severity: 'error',
      comment: 'Machines sit on the domain: no design system, app or story.',
      from: { path: '^packages/machines/src' },
      to: { path: '^(packages/ui|apps|stories|tests)/' },
    },
    {
      name: 'ui-imports-no-app',
      severity: 'error',
      from: { path: '^packages/ui/src' },
      to: { path: '^(apps|stories|tests)/' },
    },
    {
      name: 'apps-stay-apart',
      severity: 'error',
      comment: 'The portal knows the API only through its OpenAPI types (apps/portal/src/api/schema.d.ts).',
      from: { path: '^apps/(api|portal)/src' },
      to: { path: '^apps/(api|portal)/src', pathNot: '^apps/$1/src' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|storybook-static|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    combinedDependencies: true,
  },
};
