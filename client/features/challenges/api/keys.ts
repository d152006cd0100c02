/** Every query of a company's events starts with this key, so one change refreshes the company's and the employee's lists. */
export const challengesKey = (companySlug: string) => ['challenges', companySlug] as const;

export const companyChallengesPath = (companySlug: string) => `/companies/${encodeURIComponent(companySlug)}/challenges`;
export const myChallengesPath = (companySlug: string) => `/companies/${encodeURIComponent(companySlug)}/my-challenges`;
