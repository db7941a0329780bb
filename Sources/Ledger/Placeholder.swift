// The ledger module; its types are added here.
