// The floor of the whole-process benchmarks (bench_processes.cpp): a program that does a
// muster-cli command's library work and nothing else, so that both pay the same process start.
//   bench-floor parse FILE...   parse each XML file with pugixml
//   bench-floor insert DB       one row into DB's battle table in its own transaction
#include <cstdio>
#include <cstring>

#include <pugixml.hpp>
#include <sqlite3.h>

int main(int argc, char** argv) {
    if (argc >= 2 && std::strcmp(argv[1], "parse") == 0) {
        std::size_t nodes = 0;
        for (int i = 2; i < argc; ++i) {
            pugi::xml_document document;
            if (!document.load_file(argv[i])) return 1;
            nodes += static_cast<std::size_t>(document.first_child().empty() ? 0 : 1);
        }
        return nodes == static_cast<std::size_t>(argc - 2) ? 0 : 1;
    }
    if (argc == 3 && std::strcmp(argv[1], "insert") == 0) {
        sqlite3* db = nullptr;
        if (sqlite3_open_v2(argv[2], &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) return 1;
        const int status = sqlite3_exec(db,
                                        "BEGIN IMMEDIATE; INSERT INTO battle (month, scenario, army_a, army_b, winner_army_id, result, "
                                        "vp_a, vp_b, details_json, recorded_at) VALUES (1, '', 1, 2, 1, 'win', 1050, 800, "
                                        "hex(randomblob(200)), '2026-01-01T00:00:00Z'); COMMIT;",
                                        nullptr, nullptr, nullptr);
        sqlite3_close(db);
        return status == SQLITE_OK ? 0 : 1;
    }
    std::fprintf(stderr, "usage: bench-floor parse FILE... | insert DB\n");
    return 2;
}
