/** What the public forms share (Components/Forms): fields, consent, sending and its answers. */
export default {} as const;
