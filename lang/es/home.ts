/** The homes (Welcome, Welcome2) and their parts (Components/Home). */
export default {} as const;
