// Pipeline: the check as a library — inputs are read by the recorders, checked by the rules, matched with
// the ledger and counted into totals, one `ScreenResult` per recording, for the command line and tests alike.
