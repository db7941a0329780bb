/// A target so the package builds; the recordings in Recordings/ are what the plugin checks.
public enum PluginSample {}
