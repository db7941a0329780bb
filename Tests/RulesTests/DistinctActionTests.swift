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

    @Test func actionsComeFromTheLabelAndTheIdentifierButNotFromAnEcho() {
        let close = Element(identifier: "com.app:id/banner_close_button", frame: Frame(x: 0, y: 0, width: 30, height: 30))
        #expect(DistinctAction.actions(of: close) == ["close"])
        var star = Element(label: "Add to favourites", frame: Frame(x: 0, y: 0, width: 30, height: 30))
        #expect(DistinctAction.actions(of: star) == ["favourites"])
        star.label = "Favourite"
        #expect(DistinctAction.actions(of: star) == ["favourite"])
        // A row whose label the platform made of its children's names does not name an action by echoing a
        // control's own name; its own caption does ("Favorite" beside a favourite toggle).
        var row = Element(label: "Live radio, Close", frame: Frame(x: 0, y: 0, width: 400, height: 50))
        row.labelFromDescendants = true
        let closeButton = Element(label: "Close", frame: Frame(x: 370, y: 10, width: 30, height: 30))
        #expect(DistinctAction.actions(of: row, besides: closeButton).isEmpty)
        #expect(DistinctAction.actions(of: row) == ["close"])
        var favourites = Element(label: "Add to my favorites switch button. Not favorited, thumbnail, Ana Lima",
                                 frame: Frame(x: 0, y: 0, width: 400, height: 68))
        favourites.labelFromDescendants = true
        let echoed = Element(label: "Add to my favorites switch button. Not favorited", frame: Frame(x: 3, y: 18, width: 32, height: 32))
        #expect(DistinctAction.actions(of: favourites, besides: echoed).isEmpty)
        var captioned = Element(label: "Favorite", frame: Frame(x: 0, y: 0, width: 73, height: 51))
        captioned.labelFromDescendants = true
        let toggle = Element(identifier: "com.app:id/favoriteToggle", frame: Frame(x: 0, y: 0, width: 25, height: 20))
        #expect(DistinctAction.actions(of: captioned, besides: toggle) == ["favorite"])
        // Words a row's own parts carry too prove nothing.
        let more = Element(label: "More", identifier: "menu_item_play", frame: Frame(x: 0, y: 0, width: 30, height: 30))
        #expect(DistinctAction.actions(of: more).isEmpty)
    }
}
