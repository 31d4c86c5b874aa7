/** The error page (Error). */
export default {} as const;
