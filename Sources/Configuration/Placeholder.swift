// The configuration module; its types are added here.
