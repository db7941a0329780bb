/// One reduced image of an (interlaced) PNG: which pixels of the full image it holds.
struct PNGPass: Sendable, Equatable {
    let x0: Int
    let y0: Int
    let dx: Int
    let dy: Int
    let columns: Int
    let rows: Int

    var isEmpty: Bool { columns == 0 || rows == 0 }

    /// The seven Adam7 passes of a `width` × `height` image.
    static func adam7(width: Int, height: Int) -> [PNGPass] {
        let table: [(x0: Int, y0: Int, dx: Int, dy: Int)] = [
            (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
        ]
        return table.map { p in
            PNGPass(x0: p.x0, y0: p.y0, dx: p.dx, dy: p.dy,
                    columns: width > p.x0 ? (width - p.x0 + p.dx - 1) / p.dx : 0,
                    rows: height > p.y0 ? (height - p.y0 + p.dy - 1) / p.dy : 0)
        }
    }
}
