/** Withdrawing from a reservation (Desistir). */
export default {} as const;
