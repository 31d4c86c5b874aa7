/** The trade-in valuation (Tasacion) and its form (Components/TradeIn). */
export default {} as const;
