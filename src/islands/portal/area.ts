/** Which back office a screen is mounted in: the employee portal (/employee) or the admin area (/admin). */
export type Area = 'employee' | 'admin';
