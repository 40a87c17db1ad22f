// Affirm (PAY-008): starting checkouts for a new booking or a balance, and the sandbox's stand-in page.
import { router } from '../../http/openapi.js';
import { bookingAffirmRoutes } from './booking-affirm.routes.js';
import { sandboxAffirmRoutes } from './sandbox-affirm.routes.js';

export const affirmRoutes = router().route('/', bookingAffirmRoutes).route('/', sandboxAffirmRoutes);
