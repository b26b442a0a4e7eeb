import { configure } from '@testing-library/react';

// Testing Library's findBy…/waitFor give up after 1 s by default; a first render on a busy 2-core
// CI machine takes longer (the referrals table failed there at 1.7 s and passed alone in 0.4 s).
// Waiting longer costs nothing when the element comes; tests that assert absence use queryBy….
configure({ asyncUtilTimeout: 5_000 });
