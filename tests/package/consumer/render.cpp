// The render component (find_package(lightsout COMPONENTS render)): the seed's
// 5x5 board as an SVG picture on standard output.
#include <iostream>

#include <lightsout/io.hpp>
#include <lightsout/render.hpp>

int main() {
    const lightsout::Board board = lightsout::io::parse_text_board("11110\n10001\n00001\n00100\n01110\n");
    lightsout::render_board(std::cout, board, {}, lightsout::ImageFormat::svg);
}
