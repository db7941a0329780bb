// Written by Scripts/stamp-version.sh from the file VERSION: edit VERSION and run the script, not this file.
enum ToolVersionStamp {
    static let value = "0.1.0"
}
