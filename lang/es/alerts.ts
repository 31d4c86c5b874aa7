/** A search alert's confirmation and unsubscribe pages (Alerta). */
export default {} as const;
