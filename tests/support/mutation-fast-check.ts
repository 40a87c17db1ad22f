// Under StrykerJS only (vitest.mutation.config.ts): each property runs 20 cases instead of fast-check's 100. A mutant
// is tested by every test that covers it, and the property tests are most of that time; 20 random cases still break
// a changed rule (a mutant that only a rarer case reveals shows up as a survivor to look at, not as a pass).
import fc from 'fast-check';

fc.configureGlobal({ numRuns: 20 });
