import Testing
import TreeModel
@testable import Rules

/// `DistinctAction`: which controls name an action that a larger target around them cannot do.
@Suite struct DistinctActionTests {
    @Test(arguments: [
        ("com.app:id/top_bar_close_button", ["top", "bar", "close", "button"]),
        ("gov.bbg.voa:id/li_article_favorite", ["li", "article", "favorite"]),
        ("btnDelete", ["btn", "delete"]),
        ("share-icon.v2", ["share", "icon", "v2"]),
        ("HTMLView", ["htmlview"]),
        ("", []),
    ])
    func identifierWords(_ identifier: String, _ words: [String]) {
        #expect(DistinctAction.identifierWords(identifier) == words)
    }

    @Test func actionsComeFromTheLabelAndTheIdentifierButNotADerivedLabel() {
        let close = Element(identifier: "com.app:id/banner_close_button", frame: Frame(x: 0, y: 0, width: 30, height: 30))
        #expect(DistinctAction.actions(of: close) == ["close"])
        var star = Element(label: "Add to favourites", frame: Frame(x: 0, y: 0, width: 30, height: 30))
        #expect(DistinctAction.actions(of: star) == ["favourites"])
        star.label = "Favourite"
        #expect(DistinctAction.actions(of: star) == ["favourite"])
        // A row whose label the platform made of its children's names does not name their actions.
        var row = Element(label: "Live radio, Close", frame: Frame(x: 0, y: 0, width: 400, height: 50))
        row.labelFromDescendants = true
        #expect(DistinctAction.actions(of: row).isEmpty)
        // Words a row's own parts carry too prove nothing.
        let more = Element(label: "More", identifier: "menu_item_play", frame: Frame(x: 0, y: 0, width: 30, height: 30))
        #expect(DistinctAction.actions(of: more).isEmpty)
    }
}
