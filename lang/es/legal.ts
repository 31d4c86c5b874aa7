/** The legal pages' frame (Legal): the documents' own texts are in server/contracts/legal.ts. */
export default {} as const;
