#pragma once
// The PostgreSQL cluster the server tests share (tests/pg/start_cluster.sh, a ctest fixture):
// each test makes a database of its own in it, so tests run in parallel.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <unistd.h>

#include "muster/campaign/postgres_store.hpp"

namespace muster::test {

struct TestServer {
    std::string bin, data, socket, password, pgpass;
};

/// The running test cluster, or none. Without one, a test run by ctest exits with the skip code
/// (ctest shows it skipped); run by hand, the case passes saying why it did nothing.
inline std::optional<TestServer> test_server_or_skip() {
    std::ifstream in(MUSTER_PG_STATE_FILE);
    TestServer server;
    for (std::string line; std::getline(in, line);) {
        const auto equals = line.find('=');
        if (equals == std::string::npos) continue;
        const std::string key = line.substr(0, equals), value = line.substr(equals + 1);
        if (key == "bin") server.bin = value;
        if (key == "data") server.data = value;
        if (key == "socket") server.socket = value;
        if (key == "password") server.password = value;
        if (key == "pgpass") server.pgpass = value;
    }
    if (server.socket.empty()) {
        std::cerr << "no PostgreSQL test cluster (Debian: postgresql-15; ctest starts it): server test skipped\n";
        if (const char* code = std::getenv("MUSTER_SKIP_EXIT_CODE")) std::exit(std::atoi(code));
        return std::nullopt;
    }
    ::setenv("PGPASSFILE", server.pgpass.c_str(), 1);  // for this process and the muster-cli it runs
    ::unsetenv("PGSERVICE");
    return server;
}

/// The address of a database in the test cluster, as `user`.
inline std::string server_address(const TestServer& server, const std::string& database, const std::string& user = "muster") {
    return "postgresql:///" + database + "?host=" + server.socket + "&user=" + user;
}

/// A new empty database of this test (named after it and this process); returns its address.
inline std::string fresh_database(const TestServer& server, const std::string& name) {
    const std::string database = name + "_" + std::to_string(::getpid());
    PostgresStore admin(server_address(server, "postgres"));
    admin.exec("DROP DATABASE IF EXISTS " + database);
    admin.exec("CREATE DATABASE " + database);
    return server_address(server, database);
}

}  // namespace muster::test
