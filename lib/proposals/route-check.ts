import { tokenOpens } from '@/lib/data/token-check';

/** For proxy.ts: whether a token opens a proposal, from the database's proposal_is_open. */
export const proposalIsOpen = (token: string) => tokenOpens('proposal_is_open', token, (answer) => answer === true, 'proposals');
