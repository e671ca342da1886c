// Opening a file a user named. std::ifstream opens a folder without complaint
// and its first read throws a library message ("basic_filebuf::underflow error
// reading the file: Is a directory"); these say which file and why instead.
#pragma once

#include <fstream>
#include <string>
#include <string_view>

namespace lightsout::io {

// Opens `path` for reading, or throws InputError "cannot open WHAT 'PATH': REASON"
// ("'PATH' is a folder, not a WHAT" for a folder).
std::ifstream open_input_file(const std::string& path, std::string_view what);

// Whether an argument that is a file name or the text itself (a press list)
// names a file: true when anything exists under that name, even a dangling
// symbolic link or a file that cannot be read (opening it then says why).
bool names_a_file(const std::string& argument);

// The whole text of the file at `path` (open_input_file's errors).
std::string read_input_file(const std::string& path, std::string_view what);

}  // namespace lightsout::io
