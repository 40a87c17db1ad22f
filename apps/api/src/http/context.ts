// The request context, re-exported for the routes and middleware that import it from http/ (it lives in context/, which
// services may import too).
export {
  type AppDeps,
  type AppEnv,
  type Deps,
  depsOf,
  publicUrl,
  publicUrlOfDeps,
  requireGroup,
  requireSession,
} from '../context/app-context.js';
