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
    // Layers inside the API (issue 28 point 2): routes -> services -> (domain, machines, db); views own their types;
    // errors live in errors/, not in http/.
    {
      name: 'api-errors-import-no-layer',
      severity: 'error',
      comment: 'errors/ is what every layer raises: it imports no HTTP, route, service or view module.',
      from: { path: '^apps/api/src/errors/' },
      to: { path: '^apps/api/src/(http|routes|services|views)/' },
    },
    {
      name: 'api-services-import-no-route',
      severity: 'error',
      comment: 'A route calls a service, never the other way: a shape both need is a view (apps/api/src/views/).',
      from: { path: '^apps/api/src/services/' },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-services-import-no-http',
      severity: 'error',
      comment:
        'Services raise errors from errors/, page with db/paging.ts, read the request context from context/ and the ' +
        'envelope from contracts/: nothing in http/.',
      from: { path: '^apps/api/src/services/' },
      to: { path: '^apps/api/src/http/' },
    },
    {
      name: 'api-context-and-contracts-import-no-layer',
      severity: 'error',
      comment: 'context/ and contracts/ sit below the layers that use them: no HTTP, route or view module.',
      from: { path: '^apps/api/src/(context|contracts)/' },
      to: { path: '^apps/api/src/(http|routes|views)/' },
    },
    {
      name: 'api-views-import-no-service',
      severity: 'error',
      comment:
        'A view owns the shape it maps (its input type too); services and routes import views, never the reverse.',
      from: { path: '^apps/api/src/views/' },
      to: { path: '^apps/api/src/(services|routes)/' },
    },
    {
      name: 'api-below-routes-import-no-route',
      severity: 'error',
      comment: 'Only the app and other routes import a route module: views, services, db, auth and errors sit below.',
      from: {
        path: '^apps/api/src/(views|services|db|auth|errors|providers|email|queue|context|contracts)/',
        pathNot: '[.]test[.]ts$',
      },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-app-mounts-audience-routers',
      severity: 'error',
      comment:
        'http/ mounts routes/audiences (one router per audience) and imports no route module itself: a new route ' +
        "module joins its audience's router (the test-only clock route excepted).",
      from: { path: '^apps/api/src/http/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^apps/api/src/routes/',
        pathNot: '^apps/api/src/routes/(audiences/index|test-clock[.]routes)[.]ts$',
      },
    },
    {
      name: 'api-routes-query-through-services',
      severity: 'error',
      comment:
        'A route parses, asks a service and answers a view: it imports no table (db/schema), so it queries none. ' +
        'routes/resources/ is the generic record engine over its tables (PLT-057..061), the one exception.',
      from: {
        path: '^apps/api/src/routes/',
        pathNot: ['[.]test[.]ts$', '^apps/api/src/routes/resources/'],
      },
      to: { path: '^apps/api/src/db/schema/' },
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
