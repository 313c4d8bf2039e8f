package org.passant.cli;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * Opens an HTML report in the real browser (Debian's chromium, headless) and returns what a reader
 * would see there, as recorded by browser-survey.js: the page's own errors, anything it tried to
 * load, the index, and for the problems asked for, their diagrams, a fold opened and a move chosen.
 *
 * <p>Without Chromium the browser tests fail and say how to install it; they are skipped only when
 * {@value #SKIP} is set to true.
 */
final class HeadlessChromium {
    static final String SKIP = "passant.skipBrowserTests";
    private static final String[] NAMES = {"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"};
    private static final Pattern SURVEY = Pattern.compile("data-survey=\"([A-Za-z0-9+/=]*)\"");
    private static final ObjectMapper JSON = new ObjectMapper();

    private HeadlessChromium() {
    }

    /** The browser, or a failed test that says how to install it (a skipped one when the tests are opted out). */
    static Path browser() {
        Optional<Path> found = find();
        if (found.isPresent()) {
            return found.get();
        }
        String how = "the browser tests need Chromium: install it with `apt-get install -y chromium` (Debian; .ci/run does it), "
                + "or point -Dpassant.chromium=PATH at one";
        if (Boolean.getBoolean(SKIP)) {
            Assumptions.abort("skipped (-D" + SKIP + "=true): " + how);
        }
        fail(how + "; to skip them, run with -D" + SKIP + "=true");
        throw new AssertionError();
    }

    private static Optional<Path> find() {
        String given = System.getProperty("passant.chromium");
        if (given != null && !given.isBlank()) {
            return Optional.of(Path.of(given)).filter(Files::isExecutable);
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : NAMES) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Opens a copy of {@code report} with the survey put before the page's own script, and returns
     * the survey's findings. {@code survey} is the JavaScript object literal of window.SURVEY.
     */
    static JsonNode survey(Path report, String survey, Path scratch) throws IOException, InterruptedException {
        Path browser = browser();
        String page = Files.readString(report, StandardCharsets.UTF_8);
        String harness;
        try (InputStream in = HeadlessChromium.class.getResourceAsStream("browser-survey.js")) {
            harness = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int head = page.indexOf("<head>") + "<head>".length();
        String surveyed = page.substring(0, head) + "\n<script>window.SURVEY = " + survey + ";\n" + harness + "</script>\n"
                + page.substring(head);
        Path copy = scratch.resolve("surveyed-" + report.getFileName());
        Files.writeString(copy, surveyed, StandardCharsets.UTF_8);
        String dom = dumpDom(browser, copy, scratch);
        Matcher m = SURVEY.matcher(dom);
        if (!m.find()) {
            fail("the survey wrote nothing into the page; Chromium printed:\n" + dom.substring(0, Math.min(dom.length(), 2000)));
        }
        return JSON.readTree(new String(Base64.getDecoder().decode(m.group(1)), StandardCharsets.UTF_8));
    }

    /** Runs Chromium headless on a file and returns the DOM after the load event (its scripts have run). */
    private static String dumpDom(Path browser, Path page, Path scratch) throws IOException, InterruptedException {
        Path profile = Files.createDirectories(scratch.resolve("chromium-profile"));
        Path out = scratch.resolve("dom.html");
        Path err = scratch.resolve("chromium.log");
        List<String> command = new ArrayList<>(List.of(browser.toString(), "--headless", "--disable-gpu", "--no-sandbox",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--window-size=1200,2000",
                "--user-data-dir=" + profile, "--dump-dom", page.toUri().toString()));
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("Chromium did not finish within 120 s on " + page);
        }
        if (process.exitValue() != 0) {
            fail("Chromium exited with " + process.exitValue() + ":\n" + Files.readString(err));
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
