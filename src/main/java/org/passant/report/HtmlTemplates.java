package org.passant.report;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;

/**
 * The HTML report's templates (resources under org/passant/report/html), read by FreeMarker.
 * They are .ftlh files, so every value a template prints is HTML-escaped unless the template
 * says otherwise (none does): text from a problem file stays text.
 */
final class HtmlTemplates {
    private static final Configuration CONFIGURATION = configuration();

    private HtmlTemplates() {
    }

    private static Configuration configuration() {
        System.setProperty("org.freemarker.loggerLibrary", "none"); // errors reach the user as exceptions, not log lines
        Configuration c = new Configuration(Configuration.VERSION_2_3_34);
        c.setClassForTemplateLoading(HtmlTemplates.class, "/org/passant/report/html");
        c.setDefaultEncoding("UTF-8");
        c.setRecognizeStandardFileExtensions(true);
        c.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        c.setLogTemplateExceptions(false);
        c.setWrapUncheckedExceptions(true);
        c.setFallbackOnNullLoopVariable(false);
        return c;
    }

    /** Writes template {@code name} with {@code model} to {@code out}. */
    static void write(String name, Map<String, ?> model, Writer out) throws IOException {
        Template template = CONFIGURATION.getTemplate(name);
        try {
            template.process(model, out);
        } catch (TemplateException e) {
            throw new IllegalStateException("the HTML template " + name + " failed: " + e.getMessage(), e);
        }
    }

    static void writeUnchecked(String name, Map<String, ?> model, Writer out) {
        try {
            write(name, model, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
