// TreeModel: the platform-neutral model of a recorded accessibility tree (screens, elements, frames,
// traits, capabilities), independent of any file format.

@_exported import Support
